# Blood Rage : Valhalla : décisions, demandes, récit, refus, état, palais et cartes.
# Les clés commencent par vh- (un seul espace de noms avec Blood Rage et Reprisal). Les mots propres
# au contenu (noms des salles, textes des cartes, avertissement) viennent du pack ou de sa
# traduction à côté de lui (assets/valhalla/*.fr.toml).

## Pièces

vh-clan = Clan
vh-kind-warrior = Guerrier
vh-kind-elite = Élite
vh-figure-of = { $figure } ({ $clan })
vh-loc-aside = à côté du plateau
vh-loc-reserve = la réserve
vh-loc-kill-pile = la pile des tués { DE($clan) }
vh-loc-sauna = le Sauna
vh-reward-raise = augmenter { $stat ->
        [Rage] la Rage
       *[other] les { $stat }
    }
vh-reward-raise-any = augmenter une caractéristique au choix
vh-reward-glory = { $count } Gloire
vh-reward-destroy = détruire une figurine ennemie n'importe où
vh-reward-glory-axes = autant de Gloire que vos Haches
vh-reward-steal = prendre { $count } Gloire à un clan
vh-reward-free-summon = une figurine gratuite dans une salle commune
vh-reward-look-top = regarder les cartes du dessus de la pioche ({ $count }), en garder une
vh-and = { " " }et{ " " }

## Phases

vh-phase-god-arrives = Arrivée du dieu
vh-phase-draft = Draft des Cadeaux des Dieux
vh-phase-action = Action
vh-phase-quest = Quête
vh-phase-prove-valor = Preuve de bravoure
vh-phase-release = Libération des guerriers
vh-phase-end-of-age = Fin de l'Age
vh-phase-over = fin de partie

## Ce que demande chaque décision (par son type enregistré)

vh-decision-draft = garder une carte du paquet de draft
vh-decision-keep-cards = garder jusqu'à trois cartes pour l'Age suivant
vh-decision-battle-card = choisir une carte de bataille
vh-decision-action = faire une action ou passer
vh-decision-march = déplacer d'autres figurines de la Marche, ou la finir
vh-decision-call-to-battle = répondre à l'Appel au Combat ou rester dehors
vh-decision-late-card = ajouter une carte tardive ou passer
vh-decision-raise-stat = choisir une caractéristique à augmenter
vh-decision-choose-figure = choisir une figurine
vh-decision-move-figure = déplacer une figurine ou refuser
vh-decision-protection = décider si Frigga's Protection sauve une figurine
vh-decision-witch-retreat = décider si la Völur Witch se retire sur le Trône d'Odin
vh-decision-succor = décider si Frigga's Succor ajoute un Guerrier
vh-decision-thors-domain = décider si Thor's Domain dispute aussitôt la salle
vh-decision-lokis-blessing = décider si Loki's Blessing ajoute un Guerrier
vh-decision-prowess = racheter des cartes jouées avec Tyr's Prowess, ou finir
vh-decision-steal-glory = choisir un clan à qui prendre de la Gloire
vh-decision-free-summon = placer une figurine gratuite, ou refuser
vh-decision-look-top = garder une des cartes regardées
vh-decision-over = rien : la partie est terminée
vh-decision-other = décider

## Refus

vh-refuse-over = La partie est terminée : `/journal` et `/partie état` montrent comment elle a fini.
vh-refuse-not-yours = Ce n'est pas votre décision : la partie attend { $who } pour { $decision }.
vh-refuse-illegal = Ce n'est pas permis maintenant : vous devez { $decision }. `/agir` montre vos choix.

## État

vh-score = { $player } { $glory } Gloire (Rage { $rage }, Haches { $axes }, Cornes { $horns })
vh-status-over = La partie est terminée.
vh-status-waiting = En attente de { $who } : { $decision }.
vh-god-in = { $god } dans { $chamber }
vh-gods-none = aucun pour l'instant
vh-status = Age { $age }, phase : { $phase }. Dieux : { $gods }. { $waiting }
    { $scores }.
    {"*"}{ $notice }*

## Les cartes en mots

vh-card-battle-x = bataille +X
vh-card-battle = bataille +{ $value }
vh-card-elite = amélioration d'Élite, { $cost } Rage
vh-card-clan = amélioration de Clan, { $cost } Rage
vh-card-quest = quête
vh-card-monster = Monstre, Force { $str }, { $cost } Rage, socle { $base }
vh-base-large = grand
vh-base-small = petit
vh-card-line = **{ $name }** ({ $what }) : { $text }

## La main d'un clan (privée)

vh-hand-none = aucune
vh-hand = Votre main :
    { $cards }
vh-hand-aside = Gardées de l'Age précédent (elles reviennent en main après le draft) :
    { $cards }
vh-hand-kept = Gardées pendant ce draft :
    { $cards }
vh-slot-quest = { $card } (quête engagée)
vh-slots-empty = aucun
vh-hand-slots = Emplacements ({ $used } sur { $slots }) : { $cards }.
vh-hand-discards = Défausse : { $cards }.
vh-hand-sheet = Rage { $rage } sur { $stat }, Haches { $axes }, Cornes { $horns } ; { $glory } Gloire.
    {"*"}{ $notice }*

## Offres et questions

vh-offer-protect = Frigga's Protection : payer 1 Rage pour garder votre { $figure } dans { $place } ?
vh-offer-retreat = La Völur Witch serait détruite : se retirer plutôt sur le Trône d'Odin ?
vh-offer-succor = Frigga's Succor : mettre gratuitement un Guerrier de votre réserve dans { $chamber } ?
vh-offer-thors-domain = Thor's Domain : payer 2 Rage pour disputer { $chamber } maintenant ?
vh-offer-blessing = Loki's Blessing : mettre gratuitement un Guerrier de votre réserve dans { $chamber } ?
vh-nothing-to-decide = Vous n'avez rien à décider pour l'instant.
vh-pass-right = à droite
vh-pass-left = à gauche
vh-ask-draft = **Draft** (Age { $age }), choix { $pick } sur { $keep } : gardez une carte de ce paquet ; le reste passe { $direction }.
vh-ask-keep = **Fin de l'Age** : gardez jusqu'à trois cartes de votre main et de votre défausse pour l'Age suivant ; les autres quittent la partie.
vh-ask-play = **Bataille dans { $at }** : choisissez une carte à jouer face cachée (une carte de bataille ajoute sa Force ; les autres n'ajoutent rien). Les vainqueurs défaussent leurs cartes ; les perdants les reprennent.
vh-ask-turn = **À vous de jouer** (Age { $age }, il vous reste { $rage } Rage) : choisissez une action.
vh-ask-march = **Marche** depuis { $from } : déplacez une autre figurine vers une salle adjacente, ou finissez.
vh-ask-call = **Appel au Combat** dans { $at } : faites-y entrer une figurine d'une salle adjacente, ou restez dehors.
vh-ask-late = **Carte tardive** : ajoutez Heimdall's Eye ou Gaze maintenant, ou passez.
vh-ask-raise-optional = **Quête accomplie** : augmentez une caractéristique d'un cran (puis gagnez vos Cornes en Gloire), ou n'en augmentez aucune.
vh-ask-raise = **Augmentez une caractéristique** d'un cran.
vh-ask-odins-tide = **Odin's Tide** : choisissez la seule figurine que vous gardez dans la salle.
vh-ask-choose = **Choisissez une figurine**.
vh-ask-move = **Déplacez une figurine** vers une salle adjacente, ou refusez.
vh-ask-buy-back = **Tyr's Prowess** : payez 1 Rage par carte pour reprendre vos cartes jouées, ou finissez.
vh-ask-steal = **Récompense de Loki** : choisissez un clan à qui prendre 2 Gloire.
vh-ask-place = **Récompense de Freya** : mettez gratuitement une figurine de votre réserve dans une salle commune, ou refusez.
vh-ask-take = **Récompense de Baldr** : gardez une de ces cartes ; les autres vont sous la pioche.
vh-delivery-title = Age { $age }, choix { $pick }

## /carte

vh-card-catalogue = Valhalla ({ $notice }) : { $line }
vh-card-suggestion = { $name } (Valhalla, provisoire)
vh-card-lookup = { $line }
    {"*"}Blood Rage : Valhalla — { $notice }*

## Choix (boutons et options de menu)

vh-free = gratuit
vh-one-rage = 1 Rage
vh-do-pick = Garder { $card }
vh-do-keep = Garder { $card } pour l'Age suivant
vh-do-take = Prendre { $card }
vh-do-summon = Invoquer { A($figure) } dans { $chamber } ({ $cost })
vh-do-place = Mettre gratuitement { A($figure) } dans { $chamber }
vh-do-revive = Ramener votre { $figure } { DE($from) } dans { $chamber } (Frigga's Domain)
vh-do-march = Marcher { DE($from) } vers { $to }, d'abord avec { A($figure) } (1 Rage)
vh-do-move = Déplacer { THE($figure) } { DE($from) } vers { $to }
vh-do-upgrade = Amélioration : { $card } ({ $cost } Rage)
vh-do-quest = Engager { $card } face cachée
vh-do-contest = Disputer { $chamber } ({ $rewards })
vh-do-challenge = Défier de nouveau { $chamber } (Tyr's Challenge, 2 Rage : { $rewards })
vh-do-sacrifice = Frigga's Sacrifice : détruire deux de vos figurines, augmenter une caractéristique
vh-do-stay-out = Rester dehors
vh-do-no-late = Pas de carte tardive
vh-do-pass = Passer (votre Rage tombe à 0 pour cet Age)
vh-do-finish-march = Finir la Marche
vh-do-keep-no-more = Ne plus rien garder
vh-do-raise-nothing = Ne rien augmenter
vh-do-discard-rest = Défausser le reste
vh-do-no = Non
vh-do-yes = Oui
vh-do-call = Répondre avec { A($figure) } depuis { $from }
vh-do-play = Jouer { $card }
vh-do-late = Ajouter { $card } maintenant
vh-do-raise = Augmenter { $stat ->
        [Rage] la Rage
       *[other] les { $stat }
    }
vh-do-choose = { THE($figure, capital: "yes") } dans { $place }
vh-do-buy-back = Reprendre { $card } (1 Rage)
vh-do-steal = Prendre de la Gloire au clan { $clan }

## Types et groupes de choix (menus)

vh-group-summon = Invoquer
vh-group-march = Marcher
vh-group-upgrade = Améliorer
vh-group-quest = Quête
vh-group-contest = Disputer
vh-group-sacrifice = Sacrifier
vh-group-pass = Passer
vh-group-keep = Garder
vh-group-move = Déplacer
vh-group-answer = Répondre
vh-group-play = Jouer
vh-group-raise = Augmenter
vh-group-choose = Choisir
vh-group-buy-back = Racheter
vh-group-steal = Prendre
vh-group-more = Autres
vh-group-from = Depuis { $chamber }

## /conseil

vh-hint = **{ $choice }** : { $reason }.
vh-why-only = c'est votre seul choix
vh-why-contest = environ { $chance } % de gagner { $chamber }, en comptant ce que les autres peuvent y appeler
vh-why-build = cela met de la force là où une récompense ou la Preuve de bravoure reste à prendre
vh-why-card = une carte qui vaut d'être gardée
vh-why-upgrade = une amélioration qui vaut sa Rage
vh-why-quest = une quête que le plateau permet d'accomplir
vh-why-join = votre figurine peut renverser ce combat
vh-why-stay-out = ce combat ne peut pas être gagné : gardez vos figurines
vh-why-strong-card = la carte qui devrait gagner ce combat
vh-why-save-cards = le combat semble perdu, et les perdants reprennent leurs cartes
vh-why-stat = la caractéristique qui rapporte le plus d'ici la fin
vh-why-stop = plus rien ne vaut la peine pour l'instant
vh-why-best = le meilleur choix en l'état du plateau

## /annuler

vh-taken-back = ↩️ { $player } a repris { $what }.
vh-back-card = un choix de carte
vh-back-battle-card = une carte de bataille
vh-back-summon = une Invocation
vh-back-move = un déplacement
vh-back-upgrade = une Amélioration
vh-back-quest = une Quête
vh-back-call = une réponse à l'Appel au Combat
vh-back-pass = sa décision de passer
vh-back-answer = une réponse
vh-closed-random = des cartes ont été distribuées ou piochées depuis
vh-closed-reveal = des cartes ont été révélées ou passées depuis
vh-closed-phase = une phase s'est terminée depuis

## Récit (le fil de la partie)

vh-why-battle = pour la bataille
vh-why-reward = de la récompense
vh-why-quest-glory = pour la quête
vh-why-valor = pour sa bravoure
vh-why-card-glory = d'une carte
vh-why-ability = d'une capacité
vh-why-taken = prise
vh-why-stat-bonus = pour ses caractéristiques légendaires
vh-n-tokens = Jetons de salle tirés : { $chambers } (ni Invocation ni Dispute dans ces salles).
vh-n-god-of-age = Age { $age } { $god }
vh-n-gods = Les dieux de cette partie : { $gods }.
vh-n-monsters = Monstres mélangés à la pioche : { $monsters }.
vh-n-deck = La pioche de { $cards } cartes est mélangée.
vh-n-first = { $player } commence.
vh-n-age = **L'Age { $age } commence.**
vh-n-god-arrived = **{ $god } arrive** dans { $chamber } (son jeton quitte la partie) ; la revendiquer rapporte : { $rewards }.
vh-n-dealt = **Draft** : chaque clan reçoit { $cards } cartes (voyez vos messages privés).
vh-n-passed-left = Les paquets passent à gauche.
vh-n-passed-right = Les paquets passent à droite.
vh-n-bottomed = Le draft est fini ; { $cards } cartes vont sous la pioche sans être vues.
vh-n-action = **Phase d'Action** : la Rage de chaque clan revient à sa caractéristique de Rage.
vh-n-passes = { $player } passe.
vh-n-summoned = { $player } invoque { A($figure) } dans { $chamber }.
vh-n-revived = { $player } ramène { A($figure) } dans { $chamber }.
vh-n-moved = { $player } déplace { A($figure) } { DE($from) } vers { $to }.
vh-n-upgraded = { $player } joue **{ $card }**.
vh-n-quest = { $player } engage une quête face cachée.
vh-n-contest = ⚔️ { $player } dispute **{ $chamber }** ({ $rewards }).
vh-n-challenge = ⚔️ { $player } défie de nouveau **{ $chamber }** ({ $rewards }).
vh-n-called = { $player } répond à l'Appel au Combat avec { A($figure) } depuis { $from }.
vh-n-revealed = Cartes révélées : { $cards }.
vh-n-quest-counts = La carte de quête { DE($player) } compte +{ $value } (Tyr).
vh-n-cancelled = Le Thor's Primacy { DE($player) } annule les textes { DE($cards) }.
vh-n-watched = Le Heimdall's Watch { DE($player) } défausse toutes les cartes révélées ({ $glory } Gloire) ; tout le monde rejoue.
vh-n-late = { $player } ajoute **{ $card }**.
vh-n-totals = Totaux : { $totals }.
vh-n-winner = **{ $player } gagne la bataille.**
vh-n-tie = **Égalité : tous les clans de la bataille perdent** (au Sauna).
vh-n-to-sauna = { THE($figure, capital: "yes") } va au Sauna.
vh-to-sauna = au Sauna
vh-to-where = vers { $place }
vh-n-destroyed = { THE($figure, capital: "yes") } est { GENDER($figure) ->
        [feminine] détruite
       *[other] détruit
    } ({ $to }).
vh-n-saved = Frigga's Protection garde { THE($figure) }.
vh-n-retreated = La Völur Witch se retire sur le Trône d'Odin.
vh-n-takes-back = { $player } reprend { $cards }.
vh-n-takes-cards = { $player } prend à { $from } : { $cards }.
vh-n-discards = { $player } défausse { $cards }.
vh-n-claimed = 🏆 { $player } revendique **{ $chamber }**.
vh-n-raised = { $player } augmente { $stat ->
        [Rage] sa Rage
       *[other] ses { $stat }
    } au cran { $step } ({ $value }).
vh-n-glory = { $player } gagne { $amount } Gloire { $why }.
vh-n-took-glory = { $player } prend { $amount } Gloire à { $from }.
vh-n-took-rage = { $player } prend { $amount } Rage à { $from }.
vh-n-rage = { $player } gagne { $rage } Rage.
vh-n-action-ended = **La phase d'Action se termine.**
vh-n-quest-fulfilled = { $player } révèle { $card } : accomplie.
vh-n-quest-failed = { $player } révèle { $card } : échouée.
vh-n-valor-nobody = Preuve de bravoure dans { $chamber } : personne n'y est.
vh-n-valor = **Preuve de bravoure** dans { $chamber } : { $players } { $count ->
        [one] a
       *[other] sont à égalité avec
    } le plus de figurines.
vh-n-released = **Libération des guerriers** : { $count ->
    [one] { $count } figurine revient dans sa réserve.
   *[other] { $count } figurines reviennent dans leurs réserves.
}
vh-n-kept = { $player } garde { $kept ->
        [one] { $kept } carte
       *[other] { $kept } cartes
    } pour l'Age suivant ; { $removed ->
        [one] { $removed } quitte la partie.
       *[other] { $removed } quittent la partie.
    }
vh-n-first-passed = { $player } commence désormais.
vh-n-rank = { $rank }. { $player } : **{ $glory } Gloire**
vh-n-game-over = ## 🏁 Fin de la partie
vh-n-more = …et { $count } de plus.
vh-opening = **Blood Rage : Valhalla** à { $players } — pack de contenu *{ $pack }* v{ $version }.
    ⚠️ *{ $notice }*
    Ordre du tour : { $order }.

## Actions tapées

vh-typed-summon-help = Choisissez une figurine et une salle parmi les suggestions (par exemple `guerrier` et `c3`).
vh-typed-cannot-summon = Vous ne pouvez pas invoquer { A($figure) } dans { $chamber } maintenant : `/agir` montre ce que vous pouvez faire.
vh-typed-chambers = Choisissez les salles parmi les suggestions.
vh-typed-figures = Je n'ai pas pu lire les figurines : écrivez-les comme `élite, 2 guerriers, troll`.
vh-typed-card = Choisissez la carte parmi les suggestions.
vh-typed-chamber = Choisissez la salle parmi les suggestions.
vh-typed-no-invade = Valhalla n'a pas d'Invasion : utilisez `/invoquer`.
vh-typed-no-pillage = Valhalla n'a pas de Pillage : utilisez `/disputer`.
vh-typed-no-such = Il n'y a pas de /{ $action } dans Blood Rage : Valhalla.
vh-typed-cannot-march = Vous ne pouvez pas marcher { DE($from) } vers { $to } maintenant : `/agir` montre ce que vous pouvez faire.
vh-typed-cannot-march-kind = Vous ne pouvez pas faire marcher { A($figure) } { DE($from) } vers { $to } maintenant.
vh-typed-march-impossible = Cette Marche n'est pas possible. { $error }

## Mise en place

vh-setup-players = Blood Rage : Valhalla se joue de 3 à 5 joueurs, pas { $players }.
vh-setup-unknown-god = Il n'y a pas de dieu `{ $god }` dans Valhalla : choisissez-en trois parmi tyr, thor, loki, freya, baldr, ou `hasard`, ou `première-partie`.
vh-setup-three-gods = Nommez trois dieux différents, par exemple `tyr, freya, baldr`.

## Le palais et la fiche des cartes

vh-board-token = Jeton de salle { $number } : ni Invocation ni Dispute
vh-board-god = { $god } : { $rewards }
vh-board-legend = Marques : sans lettre = Guerrier · E = Élite · deux lettres = un monstre · ✓ = récompense revendiquée cet Age
vh-board-stage = Age { $age } · { $phase }
vh-board-waiting = En attente de { $who } : { $decision }
vh-board-winner = { $count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $players }
vh-board-battle = Bataille dans { $chamber } : { $players }
vh-board-call = Appel au Combat dans { $chamber } (lancé par { $clan })
vh-board-revealed = Cartes révélées : { $cards }
vh-board-score = Gloire { $glory }   Rage { $rage }/{ $stat }   Haches { $axes }   Cornes { $horns }
vh-board-counts = Main { $hand } · Empl. { $used }/{ $slots } ({ $quests ->
        [one] { $quests } quête
       *[other] { $quests } quêtes
    }) · Tués { $kills } · Tombés { $fallen } · Crans { $steps }
vh-board-gods = Dieux par Age : { $gods } · pioche { $deck }
vh-board-no-upgrades = Aucune amélioration
vh-board-sauna = Sauna : { $count ->
        [one] { $count } figurine
       *[other] { $count } figurines
    }
vh-face-quest = Quête
vh-face-monster = Force { $str } · { $cost } Rage
vh-face-upgrade = { $cost } Rage
vh-face-provisional = contenu provisoire
vh-sheet-packet = Votre paquet de draft
vh-sheet-kept = Gardées pendant ce draft
vh-sheet-hand = En main
vh-sheet-aside = Gardées de l'Age précédent
vh-sheet-slots = Emplacements ({ $used } sur { $slots })
vh-sheet-discards = Défausse
vh-sheet-none = aucune
