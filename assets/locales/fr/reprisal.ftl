# Blood Rage – Reprisal : décisions, demandes, récit, refus, état, plateau et cartes.
# Les clés commencent par rp- (un seul espace de noms avec Blood Rage et Valhalla).

## Pièces

rp-kind-warrior = Guerrier
rp-kind-leader = Chef
rp-kind-drakkar = Drakkar
rp-kind-mystic = Mystique
rp-figure-of = { $figure } ({ $clan })
rp-someone = un clan
rp-token-fist = +1 Poing
rp-token-axe = +1 Hache
rp-token-helmet = +1 Casque
rp-token-glory = 5 Gloire
rp-token-blank = rien
rp-glory = { $count } Gloire
rp-gift-blessing = Bénédiction
rp-gift-navigation = Navigation
rp-gift-rent-monster = Louer un monstre
rp-gift-spirit = Esprit
rp-gift-spy = Espion
rp-gift-strategist = Stratège
rp-gift-does-blessing = 3 Gloire aussitôt
rp-gift-does-navigation = après une Marche, déplacez vos navires vers n'importe quels fjords
rp-gift-does-rent-monster = un monstre de la réserve jusqu'à la Remise à zéro
rp-gift-does-spirit = Mystiques à 1½ et invasion gratuite des provinces pillées
rp-gift-does-spy = désignez le vainqueur d'une bataille qui n'en a pas
rp-gift-does-strategist = Marche puis Pillage dans le même tour
rp-quest-alfheim = le plus de figurines en Alfheim
rp-quest-jotunheim = le plus de figurines en Jotunheim
rp-quest-manheim = le plus de figurines en Manheim
rp-quest-yggdrasil = le plus de figurines à Yggdrasil
rp-quest-most-valhalla = le plus de figurines au Valhalla
rp-quest-fewest-valhalla = le moins de figurines au Valhalla
rp-card = carte { $card } (force { $power }{ $effect })
rp-card-effect-leader-one = , 1 avec votre propre Chef présent
rp-card-effect-reinforce = , puis ajoutez une figurine de votre réserve
rp-card-effect-save-one = , si vous perdez, une de vos figurines survit
rp-card-effect-lose-one = , si vous gagnez, vous perdez une figurine
rp-face-leader-one = 1 avec votre propre Chef présent
rp-face-reinforce = Après le combat : ajoutez une figurine de votre réserve
rp-face-save-one = Si vous perdez : une de vos figurines survit
rp-face-lose-one = Si vous gagnez : vous perdez une de vos figurines

## Ce que demande chaque décision (par son type enregistré)

rp-decision-prayer = prier les dieux (un nombre secret)
rp-decision-rent-monster = choisir un monstre à louer
rp-decision-place-god = placer un dieu
rp-decision-action = faire une action ou passer
rp-decision-march = déplacer d'autres figurines ou finir la Marche
rp-decision-sail = faire naviguer ses navires (Navigation) ou finir
rp-decision-invade = placer d'autres figurines ou finir l'Invasion
rp-decision-call-to-battle = répondre à l'Appel au Combat
rp-decision-odin = choisir la seule figurine engagée (Odin)
rp-decision-heimdall = poursuivre ou annuler le pillage (Heimdall)
rp-decision-battle-card = choisir une carte de bataille
rp-decision-spy = désigner un vainqueur (Espion) ou non
rp-decision-save-figure = choisir la figurine qui survit (carte 4)
rp-decision-lose-figure = choisir la figurine perdue (carte 7)
rp-decision-troll = sacrifier une figurine pour tuer le Troll, ou non
rp-decision-elf = laisser l'Elf fuir à Yggdrasil, ou non
rp-decision-hel-soldier = ramener une figurine (Hel Soldier), ou non
rp-decision-frigga = faire revenir une figurine du Valhalla (Frigga), ou non
rp-decision-reinforce = ajouter une figurine de la réserve (carte 3), ou non
rp-decision-move-god = déplacer un dieu
rp-decision-battle = poursuivre la bataille
rp-decision-quest-monster = choisir un monstre (récompense de quête)
rp-decision-over = rien : la partie est terminée
rp-decision-other = décider

## Refus

rp-refuse-over = La partie est terminée : `/journal` et `/partie état` montrent comment elle a fini.
rp-refuse-not-yours = Ce n'est pas votre décision : la partie attend { $who } pour { $decision }.
rp-refuse-illegal = Ce n'est pas permis maintenant : vous devez { $decision }. `/agir` montre vos choix.

## Phases et état

rp-phase-prayers = Prières
rp-phase-quest = Quête
rp-phase-over = Fin de partie
rp-phase-action = Action
rp-score = { $player } { $points } PV ({ $glory } Gloire)
rp-status-over = La partie est terminée.
rp-status-waiting = En attente de { $who } : { $decision }.
rp-status-quest = { " " }Quête : { $quest }.
rp-status = Age { $age }, phase : { $phase }.{ $quest } { $waiting }
    Points de victoire : { $scores }.

## La main d'un clan (privée)

rp-hand-cards = Cartes de bataille en main : { $cards }.
rp-hand-none = aucune
rp-hand-discards = Défaussées (elles reviennent en main quand il n'en reste plus) : { $cards }.
rp-hand-no-cards = Cette partie n'a pas de cartes de bataille : les batailles se jouent aux dés.
rp-hand-gift = Votre don pour cet Age : { $gift } ({ $does }).
rp-hand-counters = Haches { $axes }, Poings { $fists }, Casques { $helmets } : vous envahissez avec { $invade ->
    [one] { $invade } figurine
   *[other] { $invade } figurines
} au plus et pouvez en avoir { $cap } sur le plateau ({ $now } en ce moment).

## La bataille en cours

rp-battle-line = { $step } à { $province } : { $clans }
rp-battle-line-alone = { $step } à { $province } (pillée par { $pillager })
rp-step-call = Appel au Combat
rp-step-battle = Bataille
rp-versus = { " " }contre{ " " }

## Demandes

rp-nothing-to-decide = Vous n'avez rien à décider pour l'instant.
rp-ask-over = La partie est terminée.
rp-ask-pray = **Prières aux Dieux** (Age { $age }, tour { $round }) : choisissez un nombre en secret. Un nombre que personne d'autre n'a choisi accorde son don.
rp-ask-rent = **Louer un monstre :** choisissez un monstre de la réserve jusqu'à la Remise à zéro.
rp-ask-place-god = **Les Dieux :** placez un dieu dans une province.
rp-ask-turn = **À vous de jouer** (Age { $age }) : choisissez une action (Invasion de { $invade ->
    [one] { $invade } figurine
   *[other] { $invade } figurines
} au plus ; { $now } sur { $cap } sur le plateau).
rp-ask-march = Marche { DE($from) } vers { $to } : déplacez une autre figurine, ou finissez la Marche.
rp-ask-sail = **Navigation :** faites naviguer vos navires vers d'autres fjords, ou finissez.
rp-ask-invade = Invasion ({ $placed ->
    [one] { $placed } placée
   *[other] { $placed } placées
}) : placez une autre figurine dans une autre province, ou finissez.
rp-ask-quest-monster = **Récompense de quête :** choisissez un monstre de la réserve.
rp-ask-call = **Appel au Combat** pour { $at } : faites entrer une figurine d'une province voisine, ou restez dehors.
rp-ask-odin = **Odin** à { $at } : choisissez la seule figurine que vous engagez.
rp-ask-heimdall = **Heimdall** à { $at } : vous avez lancé les dés ; annulez le pillage, ou poursuivez.
rp-ask-cards = **Bataille à { $at } :** choisissez une carte de bataille à jouer.
rp-ask-pillager-card = **Bataille à { $at }** (Heimdall) : les cartes des autres sont révélées ; choisissez la vôtre.
rp-ask-spy = **Espion :** la bataille à { $at } n'a pas de vainqueur ; en désigner un ?
rp-ask-save = **Carte 4 :** choisissez la figurine qui survit.
rp-ask-lose = **Carte 7 :** vous avez gagné ; choisissez la figurine que vous perdez.
rp-ask-troll = **Troll :** sacrifiez une de vos figurines pour le tuer, ou laissez-le vivre.
rp-ask-elf = **Elf :** fuir à Yggdrasil au lieu de mourir ?
rp-ask-hel = **Hel Soldier :** ramener une figurine du Valhalla sous vos ordres ?
rp-ask-frigga = **Frigga :** faire revenir une de vos figurines du Valhalla dans votre réserve ?
rp-ask-reinforce = **Carte 3 :** ajouter une figurine de votre réserve à { $at } ?
rp-ask-gods = **Les Dieux :** le pillage { DE($at) } a réussi ; déplacez votre dieu.
rp-ask-other = Décidez.

## Choix (boutons et options de menu)

rp-do-pray-gift = Prier { $number } : { $gift } ({ $does })
rp-do-pray = Prier { $number }
rp-do-rent = Louer { THE($monster) } (force { $strength })
rp-do-take-monster = Prendre { THE($monster) } (force { $strength })
rp-do-place-god = Placer { $god } à { $province }
rp-do-move-god = Déplacer { $god } à { $province }
rp-do-remove-god = Retirer { $god } du plateau
rp-do-pillage = Piller { $province } ({ $reward })
rp-do-march = Marcher { DE($from) } vers { $to }, d'abord avec { A($figure) }
rp-do-move = Déplacer aussi { A($figure) }
rp-do-sail = Faire naviguer votre { $figure } vers { $fjord }
rp-do-invade = Envahir { $to } avec { A($figure) }
rp-do-reinforce = Ajouter { A($figure) } à { $to } (carte 3)
rp-do-stay-out = Rester dehors
rp-do-pass = Passer (plus de tour pour cet Age)
rp-do-end-turn = Finir votre tour
rp-do-finish-march = Finir la Marche
rp-do-finish-invade = Finir l'Invasion
rp-do-keep-ships = Laisser les navires où ils sont
rp-do-keep-pillage = Poursuivre le pillage
rp-do-name-nobody = Ne désigner personne
rp-do-spare-troll = Ne rien sacrifier (le Troll survit)
rp-do-elf-stays = L'Elf reste et meurt
rp-do-bring-nobody = Ne ramener personne
rp-do-add-nothing = Ne rien ajouter
rp-do-no = Non
rp-do-call = Répondre avec { A($figure) } depuis { $from }
rp-the-board = le plateau
rp-do-engage = Engager votre { $figure }
rp-do-play = Jouer la { $card }
rp-do-call-off = Annuler le pillage (Heimdall)
rp-do-name-winner = Désigner { $clan } vainqueur
rp-do-save = Sauver votre { $figure }
rp-do-lose = Perdre votre { $figure }
rp-do-sacrifice = Sacrifier votre { $figure } pour tuer le Troll
rp-do-bring-back = Ramener { THE($figure) }
rp-do-return = Remettre votre { $figure } dans votre réserve
rp-do-choose = Choisir { THE($figure) }
rp-do-flee = Fuir à Yggdrasil

## Types et groupes de choix (menus)

rp-group-pillage = Piller
rp-group-march = Marcher
rp-group-invade = Envahir
rp-group-pass = Passer
rp-group-pray = Prier
rp-group-monster = Monstre
rp-group-god = Dieu
rp-group-move = Déplacer
rp-group-sail = Naviguer
rp-group-answer = Répondre
rp-group-engage = Engager
rp-group-play = Jouer
rp-group-name = Désigner
rp-group-choose = Choisir
rp-group-reinforce = Renforcer
rp-group-more = Autres
rp-group-from = Depuis { $province }

## /conseil

rp-hint = **{ $choice }** : { $reason }.
rp-why-only = c'est votre seul choix
rp-why-pillage = environ { $chance } % de gagner le combat à { $province }, en comptant ce que les autres peuvent y appeler
rp-why-build = cela met de la force là où une récompense reste à prendre
rp-why-gather = cela rassemble vos figurines pour un pillage
rp-why-join = votre figurine peut renverser ce combat
rp-why-stay-out = ce combat ne peut pas être gagné : gardez vos figurines
rp-why-strong-card = le combat peut être gagné : jouez fort
rp-why-save-cards = le combat est perdu de toute façon : gardez vos cartes fortes
rp-why-strongest = le choix le plus fort
rp-why-gift = le don le plus utile pour vous cet Age
rp-why-stop = plus rien ne vaut la peine pour l'instant
rp-why-best = le meilleur choix en l'état du plateau

## /annuler

rp-taken-back = ↩️ { $player } a repris { $what }.
rp-back-prayer = une prière
rp-back-card = une carte de bataille
rp-back-odin = son choix pour Odin
rp-back-pillage = un Pillage { DE($province) }
rp-back-march = une Marche { DE($from) } vers { $to }
rp-back-move = une figurine déplacée
rp-back-invade = une Invasion { DE($to) }
rp-back-sail = un navire envoyé vers { $fjord }
rp-back-god = le placement de { $god }
rp-back-monster = la prise { DU($monster) }
rp-back-call = une réponse à l'Appel au Combat
rp-back-pass = sa décision de passer
rp-back-answer = une réponse
rp-closed-random = des dés ont été lancés ou quelque chose a été tiré depuis
rp-closed-reveal = des choix secrets ont été révélés depuis
rp-closed-phase = une phase s'est terminée depuis

## Récit (le fil de la partie)

rp-no-dice = aucun dé
rp-why-battle = pour la victoire
rp-why-token = du jeton de Gloire
rp-why-yggdrasil = pour le pillage d'Yggdrasil
rp-why-quest = pour la quête
rp-why-ragnarok = pour les figurines tuées par le Ragnarök
rp-why-mystics = pour ses Mystiques sur le plateau
rp-why-blessing = de la Bénédiction
rp-why-valkyrie = pour la Valkyrie
rp-why-thor = de Thor
rp-n-tokens = 🎲 Jetons de pillage : { $tokens }.
rp-n-first = 🎲 Premier joueur : { $player }.
rp-n-age = ## Age { $age }
rp-n-doom = 🎲 Le marqueur de Destruction va sur **{ $province }**.
rp-n-quest = 🎲 Le dé de quête donne { $face } : **{ $quest }**.
rp-n-prayed = 🙏 { $player } a prié.
rp-n-prayers = 🙏 Prières révélées (tour { $round }) : { $picks }.
rp-n-gift = ✨ { $player } reçoit **{ $gift }** ({ $does }).
rp-n-monster = 🐉 { $player } prend **{ THE($monster) }**.
rp-n-monster-rented = 🐉 { $player } prend **{ THE($monster) }** (loué jusqu'à la Remise à zéro).
rp-n-monster-random = 🐉 { $player } prend **{ THE($monster) }** (tiré au hasard).
rp-n-order = 🎲 Ordre tiré : { $clans }.
rp-n-god-placed = ⚡ { $player } place **{ $god }** à { $province }.
rp-n-god-moved = ⚡ { $player } déplace **{ $god }** à { $province }.
rp-n-god-removed = ⚡ { $player } retire **{ $god }** du plateau.
rp-n-stopped = 💤 { $player } a fini pour cet Age.
rp-n-marched = 🚶 { $player } fait marcher { A($figure) } { DE($from) } vers { $to }.
rp-n-sailed = ⛵ { $player } fait naviguer { A($figure) } vers { $to }.
rp-n-invaded = ⚔️ { $player } envahit { $to } avec { A($figure) }.
rp-n-reinforced = 🃏 { $player } renforce { $to } avec { A($figure) }.
rp-n-pillage = 🔥 { $player } pille **{ $province }** ({ $reward }). Appel au Combat !
rp-n-called = 📯 { $player } répond avec { A($figure) } depuis { $from }.
rp-n-stays-out = { $player } reste dehors.
rp-n-participants = ⚔️ La bataille : { $clans }.
rp-n-engage-chosen = { $player } a choisi une figurine (Odin).
rp-n-engaged = 👁️ Odin : chacun engage une seule figurine : { $picks }.
rp-n-rolled = 🎲 { $clan } lance { $faces } — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
rp-n-called-off = 🛑 { $player } annule le pillage (Heimdall).
rp-n-card-chosen = 🂠 { $player } a choisi une carte de bataille.
rp-n-cards = 🃏 Cartes révélées : { $cards }.
rp-n-totals = ⚖️ Totaux : { $totals } — { $result }.
rp-result-nothing = personne ne marque : rien ne se passe
rp-result-all-die = égalité en tête : toutes les figurines engagées meurent
rp-result-winner = **{ $clan }** gagne
rp-n-spy = 🕵️ Avec l'Espion, { $player } désigne **{ $clan }** vainqueur.
rp-n-saved = 🛡️ { $figure } ({ $clan }) survit (carte 4).
rp-n-lost = { $clan } perd { A($figure) } (carte 7).
rp-n-sacrificed = { $clan } sacrifie { A($figure) } pour tuer le Troll.
rp-n-troll-survived = 🧌 Le Troll survit à sa défaite.
rp-n-dwarf-survives = 🎲 Le Dwarf lance { $face } : il survit.
rp-n-dwarf-falls = 🎲 Le Dwarf lance { $face } : il tombe.
rp-n-elf-fled = 🧝 L'Elf fuit à Yggdrasil.
rp-n-died = 💀 Au Valhalla : { $figures }.
rp-n-revived = 👻 Le Hel Soldier ramène { $figure } à { $province } pour { $player }.
rp-n-reward = 🏆 { $player } prend { $token } à { $province }.
rp-n-reward-plain = 🏆 { $player } pille { $province }.
rp-n-pillage-failed = Le pillage { DE($province) } échoue : la récompense reste.
rp-n-glory = ⭐ { $clan } gagne { $amount } Gloire { $why }.
rp-n-recalled = { $player } fait revenir { A($figure) } du Valhalla dans sa réserve (Frigga).
rp-n-cards-back = { $clan } reprend ses cartes de bataille.
rp-n-action-ended = La phase d'Action se termine ({ $pillaged ->
        [one] { $pillaged } province pillée
       *[other] { $pillaged } provinces pillées
    }).
rp-n-quest-counted = 📜 La quête : { $counts }.
rp-n-quest-first = { " " }Premiers : { $clans }.
rp-n-quest-second = { " " }Seconds : { $clans }.
rp-n-ragnarok = 🌋 Le Ragnarök frappe { $province } : { $count ->
        [one] { $count } figurine
       *[other] { $count } figurines
    } au Valhalla.
rp-n-scored-one = { $clan } { $glory } Gloire → +{ $points } PV
rp-n-scored = 🏅 Décompte : { $scores }.
rp-n-reset = La Remise à zéro : la Gloire revient à 0, le Valhalla se vide, les jetons reviennent.
rp-n-rank = { $rank }. { $player } : **{ $points } PV**
rp-tie-broken = devant { $clans } à { $points } PV : plus tard dans l'ordre du tour de l'Age 1
rp-n-game-over = ## 🏁 Fin de la partie

## Le message d'ouverture

rp-opt-prayers-blessing = Prières aux Dieux avec la Bénédiction
rp-opt-prayers = Prières aux Dieux
rp-opt-gods = les Dieux
rp-opt-mystics = Mystiques
rp-opt-leader = les dés explosifs du Chef
rp-opt-cards = Cartes de bataille
rp-opt-none = aucune option
rp-opening = ## Blood Rage – Reprisal commence !
    Ordre du tour : { $order }. Premier joueur : { $first }.
    Options : { $options }.

## Actions tapées

rp-typed-invade-help = Choisissez une figurine et un lieu parmi les suggestions (par exemple `guerrier` et `gimle`).
rp-typed-cannot-invade = Vous ne pouvez pas envahir { $to } avec { A($figure) } maintenant : `/agir` montre ce que vous pouvez faire.
rp-typed-provinces = Choisissez les provinces parmi les suggestions.
rp-typed-figures = Je n'ai pas pu lire les figurines : écrivez-les comme `chef, 2 guerriers, troll`.
rp-typed-province = Choisissez la province parmi les suggestions.
rp-typed-no-such = Il n'y a pas de /{ $action } dans Blood Rage – Reprisal.
rp-typed-cannot-march = Vous ne pouvez pas marcher { DE($from) } vers { $to } maintenant : `/agir` montre ce que vous pouvez faire.
rp-typed-cannot-march-kind = Vous ne pouvez pas faire marcher { A($figure) } { DE($from) } vers { $to } maintenant.
rp-typed-march-impossible = Cette Marche n'est pas possible. { $error }

## Mise en place

rp-setup-players = Blood Rage – Reprisal se joue de 3 à 5 joueurs, pas { $players }.
rp-setup-prayers-needed = La Bénédiction et les Dieux font partie des Prières aux Dieux : laissez `prières` activé pour les utiliser.

## Le plateau et la fiche des cartes de bataille

rp-mark-leader = C
rp-mark-drakkar = D
rp-board-legend = Marques : sans lettre = Guerrier · C Chef · D Drakkar · My Mystique · Dw Dwarf · El Elf · Fi Fire Giant · Fr Frost Giant · Se Sea Serpent · He Hel Soldier · Tr Troll · Va Valkyrie · Wi Witch
rp-board-over = Fin de partie
rp-board-stage = Age { $age } · { $phase }
rp-board-winner = Vainqueur : { $winners }
rp-board-and = { " " }et{ " " }
rp-board-waiting = En attente de { $who } : { $decision }
rp-board-first-doom = Premier : { $clan } · Destruction : { $province }
rp-board-first = Premier : { $clan }
rp-board-quest = Quête : { $quest }
rp-board-pillaged = pillée
rp-board-flag-first = premier
rp-board-flag-done = fini
rp-board-flag-awaited = attendu
rp-board-stats = PV { $points }  Gloire { $glory }  Haches { $axes }  Poings { $fists }  Casq. { $helmets }
rp-board-counts = Plateau { $on }/{ $cap } · Réserve { $reserve } · Valhalla { $valhalla }
rp-board-cards = { " " }· Cartes { $cards }
rp-board-gift = Don : { $gift }
rp-board-monsters = Monstres : { $monsters }
rp-board-valhalla = Valhalla :
rp-board-empty = vide
rp-board-pool-empty = Réserve de monstres : vide
rp-board-pool = Réserve de monstres : { $monsters }
rp-sheet-hand = En main
rp-sheet-discards = Défaussées (face cachée ; reviennent en main quand il n'en reste plus)
rp-sheet-none = aucune
