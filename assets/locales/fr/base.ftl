# Blood Rage (le jeu de base) : décisions, demandes, récit, refus, cartes, plateau.

## Ce que demande chaque décision (par son type enregistré)

decision-draft = drafter une carte
decision-action = faire une action ou passer
decision-free-invade = envahir gratuitement avec la figurine améliorée ou refuser
decision-march = choisir les figurines qui marchent ou finir la marche
decision-call-to-battle = rejoindre la bataille avec une figurine ou refuser
decision-battle-card = choisir une carte de bataille
decision-count-quest = compter ou non la quête révélée comme carte de bataille
decision-late-card = ajouter une carte de bataille tardive ou refuser
decision-spare = choisir la figurine qu'épargne Odin's Tide
decision-save = sauver la figurine ou la laisser mourir
decision-prowess = reprendre des cartes jouées avec Tyr's Prowess ou finir
decision-raise = choisir une caractéristique à augmenter
decision-succor = accepter ou refuser Frigga's Succor
decision-thors-domain = accepter ou refuser Thor's Domain
decision-blessing = accepter ou refuser Loki's Blessing
decision-lord-of-hammers = déplacer votre Chef avec Lord of Hammers ou rester
decision-sacrifice = choisir une figurine à sacrifier
decision-keep = choisir une carte à garder pour l'Age suivant

## Pièces

figure-leader = Chef
figure-warrior = Guerrier
figure-ship = Navire
stat-rage = Rage
stat-axes = Haches
stat-horns = Cornes
token-rage = +1 en Rage
token-axes = +1 en Haches
token-horns = +1 en Cornes
token-glory = 5 Gloire
token-all = +1 à toutes les caractéristiques
glory-short = { $count } Gloire

## Choix (boutons et options de menu)

do-keep = Garder { $card }
do-invade-free = Envahir { $to } avec votre { $figure } (gratuit)
do-invade = Envahir { $to } avec votre { $figure } ({ $cost } Rage)
do-recall = Ramener votre { $figure } du Valhalla à { $to } (1 Rage)
do-march = Marcher { DE($from) } vers { $to } (1 Rage)
do-upgrade = Jouer { $card } ({ $cost } Rage)
do-upgrade-replacing = { $play }, à la place de { $old }
do-upgrade-empty-slot = { $play } sur un emplacement libre
do-quest = S'engager dans { $card }
do-pillage = Piller { $province } ({ $reward })
do-challenge = Piller de nouveau { $province } (Tyr's Challenge, 2 Rage)
do-sacrifice = Frigga's Sacrifice : détruire 2 figurines pour augmenter une caractéristique
do-pass = Passer (perdre la Rage qui vous reste)
do-move = Déplacer { A($figure) }
do-join = Rejoindre avec { A($figure) } depuis { $from }
do-play = Jouer { $card }
do-count-quest = Compter la quête comme carte de bataille
do-take-back = Reprendre { $card } (1 Rage)
do-spare = Garder votre { $figure } à { $at }
do-destroy = Sacrifier votre { $figure } à { $at }
do-protect = Payer 1 Rage pour la sauver (Frigga's Protection)
do-retreat = Replier la Völur Witch sur Yggdrasil
do-raise = Augmenter { $stat ->
        [Rage] la Rage
       *[other] les { $stat }
    }
do-move-leader = Déplacer votre Chef vers { $to }
do-move-giant = Déplacer votre Mountain Giant vers { $to }
do-accept-succor = Ajouter un Guerrier gratuit à { $province } (Frigga's Succor)
do-accept-thors-domain = Piller { $province } maintenant (Thor's Domain, 2 Rage)
do-accept-blessing = Envahir { $province } avec un Guerrier gratuit (Loki's Blessing)
do-yes = Oui
do-no = Non
do-done-march = Finir la marche
do-done-call = Ne pas rejoindre
do-done-keep = Ne rien garder
do-done-save = La laisser mourir
do-done-raise = Ne rien augmenter
do-done-prowess = Défausser le reste
do-done-lord = Rester
do-done-late = N'ajouter rien
do-done-count = Ne pas la compter

kind-invade = Invasion
kind-march = Marche
kind-upgrade = Amélioration
kind-quest = Quête
kind-pillage = Pillage
kind-challenge = Tyr's Challenge
kind-recall = Frigga's Domain
kind-sacrifice = Sacrifice
kind-pass = Passer
kind-join = Rejoindre
kind-keep = Garder
kind-draft = Draft
kind-play = Jouer
kind-raise = Augmenter
kind-move-leader = Déplacer le Chef
kind-move = Déplacer
kind-more = Autres
group-from = Depuis { $from }

## Ce que demande chaque décision

ask-nothing = Rien à décider pour vous en ce moment.
ask-game-over = La partie est terminée.
ask-draft = **Cadeaux des Dieux**, choix { $round } sur { $rounds } : gardez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de votre paquet.
ask-action = **À vous de jouer** (Age { $age }, il vous reste { $rage } Rage) : choisissez une action.
ask-free-invade = Vous pouvez envahir gratuitement avec votre { $figure }.
ask-march = Marche { DE($from) } vers { $to } ({ $moved ->
        [one] { $moved } déplacée
       *[other] { $moved } déplacées
    } jusqu'ici) : déplacez une autre figurine ou terminez.
ask-call = **Appel au Combat** pour { $province } : faites entrer une figurine, ou non.
ask-battle-card = **Bataille à { $province } :** choisissez une carte à jouer face cachée.
ask-count-quest = Vous avez révélé { $card } : la compter comme une carte de bataille +{ $bonus } ?
ask-late-card = Bataille à { $province }, toutes les cartes révélées : ajouter maintenant une carte de bataille tardive ?
ask-spare = Odin's Tide à { $province } : choisissez la seule figurine que vous gardez.
ask-save = Votre { $figure } à { $at } serait { GENDER($figure) ->
        [feminine] détruite.
       *[other] détruit.
    }
ask-prowess = Vous avez gagné : reprendre des cartes jouées pour 1 Rage chacune ({ $rage } Rage) ?
ask-raise = Choisissez une caractéristique du clan à augmenter d'un cran.
ask-succor = Frigga's Succor : ajouter un Guerrier à { $province } ?
ask-thors-domain = Thor's Domain : piller { $province } tout de suite pour 2 Rage ?
ask-blessing = Loki's Blessing : envahir { $province } avec un Guerrier gratuit ?
ask-lord = Lord of Hammers : sortir votre Chef { DE($from) } ?
ask-sacrifice = Frigga's Sacrifice : choisissez la figurine { $number } sur 2.
ask-keep = **Phase de défausse :** gardez au plus une carte pour l'Age suivant.

## Refus

doing-draft = drafter une carte
doing-invade = envahir
doing-march = marcher
doing-upgrade = jouer une amélioration
doing-quest = vous engager dans une quête
doing-pillage = piller
doing-challenge = utiliser Tyr's Challenge
doing-sacrifice = utiliser Frigga's Sacrifice
doing-recall = ramener une figurine du Valhalla
doing-pass = passer
doing-move = déplacer une figurine
doing-join = rejoindre une bataille
doing-play = jouer une carte de bataille
doing-count-quest = compter une quête comme carte de bataille
doing-keep = garder une carte
doing-spare = choisir une figurine à épargner
doing-destroy = sacrifier une figurine
doing-protect = protéger une figurine
doing-retreat = replier la Völur Witch
doing-raise = augmenter une caractéristique
doing-move-leader = déplacer votre Chef
doing-accept = accepter une offre
doing-done = refuser ou finir
wanted-quest = une carte de quête
wanted-upgrade = une carte d'amélioration
wanted-late = Heimdall's Eye ou Heimdall's Gaze (seules elles peuvent être ajoutées tard)
refuse-game-over = La partie est terminée : `/journal` et `/partie état` montrent comment elle a fini.
refuse-no-such-seat = Cette place n'est pas à cette table.
refuse-not-your-turn = Ce n'est pas votre tour : la partie attend { $players } pour { $what }.
refuse-wrong-decision = Vous ne pouvez pas { $doing } maintenant : vous devez { $expected }.
refuse-unknown-card = Cette carte n'est pas dans cette partie.
refuse-not-in-hand = { $card } n'est pas dans votre main.
refuse-not-in-pack = { $card } n'est pas dans le paquet devant vous.
refuse-wrong-kind = { $card } n'est pas { $wanted }.
refuse-no-rage = Il ne vous reste plus de Rage : vous pouvez seulement passer.
refuse-not-enough-rage = Cela coûte { $need } Rage et vous en avez { $have }.
refuse-horns = Vos Cornes permettent { $horns ->
    [one] { $horns } figurine
   *[other] { $horns } figurines
} sur le plateau, et vous en avez déjà { $on_board }.
refuse-destroyed = { $province } a été détruite par le Ragnarök : rien ne peut y aller ni y être pillé.
refuse-full = { $province } est pleine : tous ses villages sont occupés ({ $villages }).
refuse-not-in-reserve = Votre { $figure } n'est pas dans votre réserve.
refuse-not-in-valhalla = Votre { $figure } n'est pas au Valhalla.
refuse-not-there = Vous n'avez pas { DE($figure) } à { $place }.
refuse-wrong-waters = Votre { $figure } ne peut pas aller à { $place } : les navires et le Sea Serpent vont seulement dans les fjords, les autres figurines seulement dans les provinces.
refuse-ships-never-move = Votre { $figure } ne peut plus bouger une fois sur le plateau.
refuse-yggdrasil = Seul le Dark Elf peut envahir Yggdrasil : allez-y plutôt par une marche.
refuse-fjord-closed = { $place } est fermé : ses deux provinces sont détruites.
refuse-same-province = Une marche doit aller vers une autre province.
refuse-not-adjacent = { $from } ne touche pas { $to }.
refuse-already-pillaged = { $province } a déjà été pillée à cet Age.
refuse-not-pillaged-yet = { $province } n'a pas encore été pillée à cet Age : pillez-la normalement.
refuse-not-present = Pour piller { $province }, il vous faut une figurine dessus, ou un navire dans son fjord.
refuse-missing-upgrade = Il vous faut { $card } sur votre fiche de clan pour cela.
refuse-no-such-slot = Cette carte a { $count ->
        [one] { $count } emplacement possible
       *[other] { $count } emplacements possibles
    } : choisissez-en un parmi les suggestions.
refuse-stat-at-top = { $stat ->
        [Rage] Votre Rage est déjà au dernier cran.
       *[other] Vos { $stat } sont déjà au dernier cran.
    }
refuse-not-offered = Ce choix n'est pas proposé maintenant : { $options }.
not-offered-same-stat = Frigga's Grace doit augmenter une autre caractéristique que le pillage ; choisissez { $stats }
not-offered-or = { " " }ou{ " " }
not-offered-nothing-to-march = vous n'avez à { $province } aucune figurine qui puisse marcher (les navires ne bougent jamais)
not-offered-first-slot = l'emplacement { $slot } est vide : jouez la carte sur le premier emplacement vide, { $first }
not-offered-sacrifice = Frigga's Sacrifice demande au moins 2 de vos figurines sur le plateau
not-offered-twin-monster = vous avez déjà { THE($monster) } : sa seconde copie ne peut que { A($monster) } remplacer
not-offered-choices = vous pouvez : { $choices }
not-offered-more = … et { $count } de plus

## Main, état, ouverture, cartes

none = aucune
hand-cards = Main : { $cards }
hand-packet = Paquet de draft : { $cards }
hand-quests = Quêtes engagées : { $cards }
phase-gods-gifts = Cadeaux des Dieux
phase-action = Action
phase-discard = Défausse
phase-quest = Quête
phase-ragnarok = Ragnarök
phase-release-valhalla = Libération du Valhalla
phase-game-over = Fin de partie
status-waiting-for = En attente de { $players } : { $what }.
status-line = Age { $age }, phase : { $phase }. { $waiting }
    Gloire : { $scores }.
status-options = Options : { $options }.
option-kickstarter = les monstres du Kickstarter (Mountain Giant, Fenrir, Wolfman, Mystic Troll)
option-first-game = première partie (pas de draft à l'Age 1)
option-ks-dupes = les secondes copies Kickstarter de Dwarf Chieftain, Dark Elf et Soldier of Hel (à 5 joueurs, telles que les décrivent les sources publiées)
option-boar-clan = le clan du Sanglier du Kickstarter prend place
opening = ## La partie commence !
    Ordre du tour : { $order }. Premier joueur : { $first }.
    Le Ragnarök détruira { $first_ragnarok }, puis { $second_ragnarok }, puis { $third_ragnarok }.
opening-destroyed = Déjà détruites : { $provinces }.
delivery-title = Age { $age }, choix { $round }
card-kind-battle = bataille
card-kind-upgrade = amélioration
card-kind-monster = monstre
card-kind-quest = quête
card-suggestion = { $card } (Age { $age }), { $kind }
card-lookup = **{ $card }** — Age { $age }, { $copies }
    { $text }
card-about = **{ $card }** : { $text }
card-option-ks = avec l'option kickstarter
card-option-ks-dupes = avec l'option copies_kickstarter, à 5 joueurs

## Récit (le fil de la partie)

cause-battle = bataille
cause-pillage = pillage
cause-quest = quête
cause-ragnarok = Ragnarök
cause-end-game = fin de partie
warriors = { $count ->
    [one] { $count } Guerrier
   *[other] { $count } Guerriers
}
join-and = { $init } et { $last }
n-age = ## Age { $age }
n-action-phase = **Phase d'action.** La Rage de chacun est remise au maximum.
n-phase = **Phase : { $phase }.**
n-draft-began = **Cadeaux des Dieux :** chacun reçoit 8 cartes et en garde { $keep } en { $rounds } choix (les cartes arrivent par MP, ou utilisez `/main`).
n-packs-passed = Tout le monde a choisi ; les paquets passent à gauche (choix { $pick }).
n-draft-ended = Le draft est terminé.
n-passes = { $player } passe.
n-invades-from-valhalla = { $player } envahit { $to } depuis le Valhalla avec { A($figure) } (Frigga's Domain, { $cost } Rage).
n-invades-free = { $player } envahit { $to } avec { A($figure) } (gratuit).
n-invades = { $player } envahit { $to } avec { A($figure) } ({ $cost } Rage).
n-marches = { $player } fait marcher { $figures } { DE($from) } vers { $to }.
n-joins = { $player } rejoint la bataille à { $to } depuis { $from } avec { A($figure) }.
n-leader-moved = { $player } déplace son Chef { DE($from) } vers { $to } (Lord of Hammers).
n-giant-moved = { $player } déplace son Mountain Giant { DE($from) } vers { $to } (Lord of Hammers).
n-upgrade = { $player } joue { $card } ({ $cost } Rage).
n-upgrade-replacing = { $player } joue { $card } ({ $cost } Rage), à la place de { $old }.
n-monster-removed = { THE($figure, capital: "yes") } { DE($player) } quitte la partie.
n-quest-committed = { $player } s'engage dans une quête, face cachée.
n-pillage = ⚔ { $player } pille { $province }.
n-pillage-challenge = ⚔ { $player } pille de nouveau { $province } avec Tyr's Challenge ({ $cost } Rage).
n-pillage-thors-domain = ⚔ { $player } pille aussitôt { $province } avec Thor's Domain ({ $cost } Rage).
n-uncontested = Personne ne s'y oppose.
n-pillaged = { $player } pille { $province } : { $reward }.
n-not-pillaged = { $province } n'est pas pillée.
n-battle = **Bataille à { $province } :** { $players }. Chacun choisit une carte face cachée.
n-revealed = Révélées : { $cards }.
n-quest-counted = { $player } compte { $card } comme une carte de bataille +{ $bonus }.
n-texts-cancelled = Le Thor's Primacy { DE($player) } annule le texte { DE($cards) }.
n-watch = Heimdall's Watch : toutes les cartes révélées sont défaussées, { $player } gagne { $glory } Gloire, et chacun joue une nouvelle carte.
n-late-card = { $player } ajoute { $card } après la révélation.
n-totals-winner = Totaux : { $totals } — **{ $winner } gagne**.
n-totals-tie = Totaux : { $totals } — égalité : tout le monde perd.
n-cards-taken = { $player } prend les cartes { DE($from) } avec Loki's Poison : { $cards }.
n-prowess = { $player } paie { $rage } Rage pour garder { $card } (Tyr's Prowess).
n-destroyed = { $player } perd { $figures } ({ $cause }) : direction le Valhalla.
n-protected = { $player } paie { $rage } Rage : Frigga's Protection sauve { THE($figure) }.
n-witch-retreats = La Völur Witch { DE($player) } se replie sur Yggdrasil.
n-stat-raised = { $stat ->
        [Rage] La Rage { DE($player) } monte
       *[other] Les { $stat } { DE($player) } montent
    } au cran { $step } ({ $cause }).
n-glory-gained = { $player } gagne { $amount } Gloire ({ $cause }).
n-glory-taken = { $player } prend { $amount } Gloire à { $from } ({ $cause }).
n-rage-gained = { $player } gagne { $amount } Rage ({ $cause }).
n-rage-taken = { $player } prend { $amount } Rage à { $from } ({ $cause }).
n-rage-paid = { $player } paie { $amount } Rage ({ $cause }).
n-action-ends-rage = La phase d'action se termine : chaque clan a passé ou dépensé sa Rage.
n-action-ends-pillaged = La phase d'action se termine : chaque province a été pillée.
n-discards = { $player } défausse { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } sans les montrer.
n-quests-revealed = { $player } révèle { $cards }.
n-quest-fulfilled = ✓ { $player } accomplit { $card }.
n-quest-failed = ✗ { $player } échoue à { $card }.
n-ragnarok = ☠ **Le Ragnarök détruit { $province }.**
n-ragnarok-fenrir = ☠ **Fenrir se tient dans la province { $province } : le Ragnarök la détruit à la place de la province condamnée.**
n-doom = Le marqueur de Destruction va sur { $province }.
n-released = { $count ->
        [one] { $count } figurine
       *[other] { $count } figurines
    } { DE($player) } { $count ->
        [one] revient
       *[other] reviennent
    } du Valhalla.
n-tokens-reset = Les jetons Pillage sont retournés.
n-first-player = { $player } prend le jeton premier joueur.
n-final-scores = ## La fin du monde.
    {""}**Scores finaux** (Gloire gagnée en jeu + bonus de fin de partie de chaque caractéristique) :
n-final-line = { $rank }. { $player } : **{ $total }** = { $in_play } + { $bonuses }
n-winners = **{ $players } { $count ->
    [one] gagne
   *[other] se partagent la victoire
} !**

## Annulation

back-draft = un choix de draft
back-play = une carte de bataille
back-keep = une carte gardée
back-quest = une quête engagée
back-invade = une Invasion { DE($to) } avec { A($figure) }
back-recall = le retour d'{ A($figure) } du Valhalla à { $to }
back-march = une Marche { DE($from) } vers { $to }
back-move = le déplacement d'{ A($figure) }
back-upgrade = une Amélioration
back-pillage = un Pillage { DE($province) }
back-challenge = Tyr's Challenge à { $province }
back-sacrifice = Frigga's Sacrifice
back-pass = sa décision de passer
back-join = l'entrée dans la bataille d'{ A($figure) } depuis { $from }
back-raise = la hausse { $stat ->
        [Rage] de la Rage
       *[other] des { $stat }
    }
back-move-leader = le déplacement du Chef vers { $to }
back-move-giant = le déplacement du Mountain Giant vers { $to }
back-spare = le choix de garder { THE($figure) } à { $at }
back-destroy = le sacrifice { DU($figure) } à { $at }
back-protect = Frigga's Protection
back-retreat = le repli de la Völur Witch
back-count-quest = le décompte de la quête
back-answer = une réponse
took-back = ↩️ { $player } a repris { $what }.
closed-random = des cartes ont été mélangées ou distribuées depuis
closed-reveal = des cartes ont été révélées depuis
closed-card-shown = tout le monde a vu la carte que vous avez jouée de votre main
closed-packets = les paquets de draft ont été passés depuis
closed-battle = la bataille a commencé et les autres choisissent leurs cartes
closed-phase = une phase s'est terminée depuis

## Raisons de /conseil

why-draft-battle-first = une carte de bataille +{ $str }, et vous n'en avez encore aucune
why-draft-battle = une carte de bataille +{ $str } ; vous en avez { $held } et les batailles de cet Age sont encore à venir
why-draft-upgrade = elle convient à votre clan et vous pouvez la payer cet Age ({ $cost } Rage sur vos { $rage })
why-quest = elle vaut { $glory } Gloire, et a environ { $chance } % de chances d'être accomplie vu le plateau
why-keep-best = la carte qui vous sera la plus utile à l'Age suivant
why-pillage = environ { $chance } % de gagner la bataille à { $province }, en comptant ce que les autres peuvent apporter, pour { $reward }
why-strengthen = cela porte vos chances de gagner un pillage { DE($province) } à environ { $chance } %
why-ragnarok = le Ragnarök détruit { $province } cet Age : { $glory } Gloire pour chacune de vos figurines là-bas
why-quest-lead = cela vous met en tête à { $province } pour votre quête à { $glory } Gloire
why-presence = cela renforce votre présence à { $province } pour les batailles à venir
why-upgrade-last = elle agit pour le reste de ce dernier Age et vaut son coût
why-upgrade = elle agit encore pendant { $ages ->
    [one] { $ages } Age
   *[other] { $ages } Ages
} et vaut son coût
why-pass-nothing = rien d'autre ne vaut la peine maintenant
why-pass = rien d'autre ne vaut les { $rage } Rage qui vous restent
why-join = votre force peut encore changer le vainqueur ({ $mine } de Force contre { $other } pour l'instant)
why-stay-out = vous ne pouvez pas gagner cette bataille, ou elle est gagnée sans vous
why-card-wins = elle devrait gagner, et le vainqueur défausse sa carte : c'est la moins chère qui y parvient
why-card-strongest = cette bataille peut être perdue, et les perdants reprennent leurs cartes : jouez la plus forte
why-no-card = aucune de vos cartes ne change le vainqueur
why-raise = { $stat ->
        [Rage] la Rage est ce qui vous sert
       *[other] les { $stat } sont ce qui vous sert
    } le plus maintenant
why-keep-strongest = vous gardez vos figurines les plus fortes
why-count-quest = +{ $bonus } de Force sans coût
why-free = c'est gratuit
why-send-god-winner = { $god } récompense le vainqueur, et vous y êtes le plus fort
why-send-god-weaker = { $god } aide le plus faible, et un autre clan y est plus fort
why-best = c'est le meilleur score selon les calculs des clans de l'ordinateur

## « Depuis votre dernier tour »

digest-won = { $player } a gagné la bataille { DE($province) }
digest-nobody-won = personne n'a gagné la bataille { DE($province) }
digest-more = et { $count } de plus
digest-glory = 🏆 Gloire : { $changes }
digest-ragnarok = 🔥 Le Ragnarök a détruit { $provinces }
digest-age = 📜 L'Age { $age } a commencé

## Actions tapées et création

typed-choose-card = Choisissez la carte parmi les suggestions.
typed-choose-figure-place = Choisissez une figurine et un lieu parmi les suggestions (par exemple `guerrier` et `gimle`).
typed-choose-provinces = Choisissez les provinces parmi les suggestions.
typed-bad-figures = Je n'ai pas pu lire les figurines : écrivez-les comme `chef, 2 guerriers, troll`.
typed-slots-full = Tous les emplacements de ce type sont pris : choisissez quelle carte remplacer avec l'option `emplacement`.
typed-choose-province = Choisissez la province parmi les suggestions.
typed-no-such-action = Il n'y a pas de /{ $action } dans Blood Rage.
suggest-villages = { $place } (villages pris : { $taken } sur { $villages })
suggest-challenge = { $province } de nouveau (Tyr's Challenge)
setup-players = Blood Rage se joue de 2 à 5 joueurs, pas { $players }.

## Les images du plateau et des cartes

mark-leader = C
mark-ship = N
board-legend = Marques : sans lettre = Guerrier · C Chef · N Navire · Tr Troll · Dw Dwarf Chieftain · Se Sea Serpent · Va Valkyrie · El Dark Elf · Fi Fire Giant · Fr Frost Giant · He Soldier of Hel · Vö Völur Witch
board-legend-ks = Marques : sans lettre = Guerrier · C Chef · N Navire · Tr Troll · Dw Dwarf Chieftain · Se Sea Serpent · Va Valkyrie · El Dark Elf · Fi Fire Giant · Fr Frost Giant · He Soldier of Hel · Vö Völur Witch · Mo Mountain Giant · Fe Fenrir · Wo Wolfman · My Mystic Troll
board-destroyed = DÉTRUITE
# Ce que le plateau écrit dans un lieu, quand un écran étroit n'a pas la place de l'écrire sur la carte.
board-place-words = { $place } : { $words }
board-stage = Age { $age } · { $phase }
board-winner = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
} : { $players }
board-waiting = En attente de { $players } : { $what }
board-first-doom = Premier : { $first } · Destruction : { $province }
board-first = Premier : { $first }
versus = { " " }contre{ " " }
board-battle = Bataille à { $province } : { $players }
board-revealed = Cartes révélées : { $cards }
board-pillaged = pillée
board-token-rage = +1 Rage
board-token-axes = +1 Haches
board-token-horns = +1 Cornes
board-token-glory = 5 Gloire
board-token-all = +1 partout
board-flag-first = premier
board-flag-passed = a passé
board-flag-awaited = attendu
board-stats = Gloire { $glory }   Rage { $rage }/{ $rage_stat }   Haches { $axes }   Cornes { $horns }
board-counts = Plateau { $on_board }/{ $horns } · Réserve { $reserve } · Valhalla { $valhalla } · Main { $hand } · Quêtes { $quests }
board-no-upgrades = Aucune amélioration
board-valhalla = Valhalla :
board-empty = vide
sheet-packet = Paquet de draft
sheet-hand = Main
sheet-face-down = Carte de bataille jouée face cachée
sheet-kept = Gardée pour l'Age suivant
sheet-quests = Quêtes engagées
sheet-card = Carte
face-battle = Bataille
face-upgrade = Amélioration
face-monster = Monstre
face-quest = Quête
face-str = STR
face-glory = Gloire
face-late = tardive
slot-warrior = Guerrier
slot-leader = Chef
slot-ship = Navire
slot-monster = Monstre
slot-clan = Clan

## Fjords (le plateau ne les nomme pas : ces noms sont les nôtres, D-01)

fjord-north = Fjord nord
fjord-east = Fjord est
fjord-south-west = Fjord sud-ouest
fjord-west = Fjord ouest

## Les Dieux d'Asgard (option gods_of_asgard de Blood Rage)
option-gods = les Dieux d'Asgard (tels que les décrivent les sources publiées)
status-gods = Dieux : { $gods }.
god-in = **{ $god }** à { $province }
god-titled = **{ $god }** { $title }
god-odin-title = le Père de Tout
god-thor-title = le Victorieux
god-tyr-title = le Seigneur des batailles
god-heimdall-title = le Gardien vigilant
god-frigga-title = la Mère protectrice
god-loki-title = le Fourbe
god-odin-rule = Un pillage réussi de sa province rapporte sa récompense une fois de plus (trois fois avec le Frost Giant).
god-thor-rule = Le vainqueur d'une bataille dans sa province gagne 2 Gloire par figurine des autres clans détruite pendant celle-ci.
god-tyr-rule = Dans une bataille dans sa province, chaque figurine a une Force de 0 : seules les cartes comptent.
god-heimdall-rule = Dans une bataille dans sa province, les cartes sont jouées face visible une à une, à partir de la gauche du pilleur, le pilleur en dernier.
god-frigga-rule = Dans une bataille dans sa province, aucune figurine n'est détruite, quelle qu'en soit la raison.
god-loki-rule = Après une bataille dans sa province, le vainqueur ne gagne pas la Gloire des Haches : chaque perdant gagne à la place sa propre valeur de Haches.
card-god = { $god } — un dieu d'Asgard (avec l'option dieux_d_asgard : deux des six arpentent les provinces, déplacés par qui pille la leur)
    { $text }
card-suggestion-god = { $god }, dieu d'Asgard
setup-gods-pick = Nommez deux dieux d'Asgard différents pour dieux_d_asgard_choix, par exemple « Thor, Loki » (Odin, Thor, Tyr, Heimdall, Frigga, Loki).
cause-god = { $god }
decision-move-god = déplacer le dieu hors de la province pillée
decision-open-card = jouer une carte de bataille face visible
do-move-god = Envoyer { $god } vers { $to }
kind-move-god = Déplacer le dieu
doing-move-god = déplacer le dieu
ask-move-god = Vous avez pillé { $from } : envoyez **{ $god }** dans une autre province (non pillée à cet Age, sans dieu).
ask-open-card = Heimdall veille sur { $province } : jouez une carte de bataille face visible ; ceux qui jouent après vous la voient avant de choisir.
back-move-god = l'envoi du dieu vers { $to }
n-gods-chosen = Les dieux d'Asgard de cette partie : { $gods }.
n-gods-placed = Les dieux prennent place : { $places }.
n-god-moved = { $player } envoie **{ $god }** { DE($from) } vers { $to }.
n-god-stayed = **{ $god }** reste à { $province } : aucune province ne peut accueillir le dieu.
n-deaths-prevented = **{ $god }** protège { $province } : personne n'est détruit ({ $cause }).
n-open-card = { $player } joue { $card } face visible (Heimdall).

## Mystics of Midgard (option mystiques_de_midgard de Blood Rage ; pas les Mystiques de Reprisal)
option-mystics = Mystics of Midgard (tels que les décrivent les sources publiées)
card-option-mystics = avec l'option mystiques_de_midgard
figure-mystic = Mystique
mystics = { $count ->
    [one] { $count } Mystique
   *[other] { $count } Mystiques
}
mark-mystic = M
board-legend-mystics = { " " }· M Mystique
do-escape = Déplacer plutôt votre Mystique vers { $to } (Frigga's Chosen)
do-strike = Envahir { $to } avec votre Mystique en détruisant { THE($victim) } du clan { $clan } (Odin's Chosen, gratuit)
kind-strike = Odin's Chosen
kind-escape = Fuite
ask-save-escape = Frigga's Chosen lui permet plutôt de passer dans une province adjacente.
back-escape = la fuite du Mystique vers { $to }
back-strike = l'attaque du Mystique contre { THE($victim) } { DE($player) } à { $to }
n-mystic-joined = Un Mystique rejoint la réserve { DE($player) } ({ $card }).
n-mystic-escaped = Le Mystique { DE($player) } fuit de { $from } vers { $to } (Frigga's Chosen).
n-mystic-struck = Le Mystique { DE($player) } envahit { $province } et frappe { THE($victim) } { DE($enemy) } (Odin's Chosen).
n-mystic-held-back = Le village de { $province } n'est pas libéré : le Mystique { DE($player) } reste dans la réserve.
