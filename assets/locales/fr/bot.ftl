# Les mots du bot lui-même (la couche Discord) : salon d'attente, réglages, refus du bot.

glory-count = { $count ->
    [one] { $count } point de Gloire
   *[other] { $count } points de Gloire
}
rage-count = { $count } Rage
rage-range = { $least } à { $most } Rage

## /réglages langue

settings-language-chosen = Les réponses que vous seul voyez, vos boutons, vos messages privés et vos fiches de cartes sont en { $language }. Le fil et le plateau d'une partie gardent la langue de la partie.
settings-language-client = Les réponses que vous seul voyez et vos messages privés suivent la langue de votre client Discord : { $language } pour l'instant. Choisissez-en une avec `/réglages langue`.

## Trouver la partie dont parle une commande

no-such-game = Il n'y a pas de partie n° { $id }. `/mes-parties` liste les vôtres.
which-game = Utilisez cette commande dans le fil d'une partie, ou choisissez la partie avec l'option `partie` (`/mes-parties` liste les vôtres).
not-playing = Vous ne jouez pas dans cette partie.
no-longer-exists = Cette partie n'existe plus.
game-not-started = La partie n° { $id } n'a pas encore commencé : l'hôte la lance avec **Commencer** ou `/partie commencer`.
game-in-play = La partie n° { $id } est en cours.
game-over = La partie n° { $id } est terminée : `/journal` et `/partie état` montrent comment elle a fini.
game-abandoned = La partie n° { $id } a été abandonnée : elle n'accepte plus de coups ; `/journal` montre son histoire.

## Coups et annulation

handed-over = L'ordinateur joue votre place pour l'instant. Utilisez `/partie revenir` pour la reprendre, puis jouez votre coup.
stale-choice = Ce choix a déjà été fait : la partie a avancé. Utilisez /agir pour vos choix du moment.
refused-use-act = { $why } Utilisez /agir pour voir ce que vous pouvez faire.
raced = Quelqu'un a joué au même moment : réessayez, s'il vous plaît.
done-see-thread = C'est fait. Le fil montre ce qui s'est passé.
undo-off = L'annulation est désactivée dans cette partie (son hôte l'a choisi avec `/partie réglages`).
undo-nothing = Il n'y a rien à reprendre : personne n'a encore rien décidé.
undo-other-since = Vous ne pouvez plus la reprendre : { $player } a décidé depuis. Seule votre dernière décision peut être reprise, avant que quelqu'un d'autre ne décide.
undo-computer = La dernière décision de votre place était celle de l'ordinateur (il a joué pour vous, ou votre temps était écoulé) : elle ne peut pas être reprise.
undo-closed = Vous ne pouvez plus la reprendre : { $why }.
undo-stale = La partie a avancé depuis cet aperçu : rien n'a été repris. Utilisez de nouveau `/annuler` pour voir ce que vous pouvez reprendre.
undo-preview = Ceci reprendra : **{ $what }** dans *{ $game }* (n° { $id }). Confirmer ?
undo-take-back = La reprendre
undo-keep = La garder

## Le fil de la partie : annonces

note-restarted = Le bot a redémarré ; voici où en est la partie.
note-caught-up = Rattrapage après un raté de Discord ; voici où en est la partie.
note-taken-over = Le bot a été interrompu avant de raconter ces coups ; voici où en est la partie.
note-delayed = (Discord vient de refuser mon message dans le fil de la partie ; je l'y posterai sous peu.)
time-ran-out = ⏰ Le temps { DE($player) } est écoulé : l'ordinateur a choisi à sa place.
ping = { $players } : { $what } — *{ $game }* (partie n° { $id }). Appuyez sur **Choisir** pour décider en privé, ou utilisez `/agir`.
since-last-turn = -# Depuis le dernier tour { DE($player) } : { $lines }
button-choose = Choisir
button-my-cards = Mes cartes
button-web = Jouer sur le web
dm-web-link = -# Ou choisissez sur votre page : { $link }
dm-decision = **{ $game }** (partie n° { $id }) : { $text }
dm-closed = { $player } : je ne peux pas vous envoyer de messages privés, vos cartes ne peuvent donc pas vous y parvenir. Utilisez `/main` dans ce fil : il vous montre vos cartes à vous seul et vous permet de choisir.

## Rythme et horloges

pace-fast = rapide
pace-normal = normal
pace-relaxed = détendu
pace-none = aucun
pace-with-hours = { $pace } ({ $hours } h par décision)
pace-none-described = aucun (pas de délai)
time-out = temps écoulé
hours-left = { $hours ->
        [one] { $hours } h restante
       *[other] { $hours } h restantes
    }
minutes-left = { $minutes ->
        [one] { $minutes } min restante
       *[other] { $minutes } min restantes
    }
clock-away = { $player } est absent jusqu'au { $date } (horloge arrêtée, { $left })
clock-left = { $player } : { $left }

## Rappels et délais

reminder = ⏳ { $user }, *{ $game }* (n° { $id }) vous attend pour { $what } : { $left }. Ensuite, l'ordinateur décide pour vous.
reminder-dm = { $text } Aller à la partie : { $thread }
missed-handover = { $user } a manqué { $missed ->
    [one] { $missed } délai
   *[other] { $missed } délais
} d'affilée : l'ordinateur ({ $level }) joue sa place jusqu'à son retour avec `/partie revenir`.

## Panneaux de choix

button-play-it = Le jouer
button-all-choices = Tous mes choix
button-undo = Annuler
button-back = Retour
menu-choose = Choisir…
menu-choose-group = Choisir un groupe…
choices-grouped = ({ $count } choix, groupés)

## Boutons et menus

sorry-error = Désolé, quelque chose s'est mal passé de mon côté ; rien n'a été changé. (erreur n° { $id })
sorry-unavailable = Les parties sont indisponibles un instant (le bot ne joint pas sa base de données) ; rien n'a été changé. Réessayez dans une minute. (erreur n° { $id })
sorry-in-doubt = Le bot a perdu sa base de données au moment où votre coup était enregistré : il l'a peut-être été. Regardez à nouveau avec /agir dans une minute avant de le rejouer. (erreur n° { $id })
old-button = Ce bouton vient d'une ancienne version du bot. Utilisez `/agir` pour vos choix du moment.
not-your-menu = Ce menu a été envoyé à un autre joueur : lui seul peut s'en servir. `/agir` montre vos propres choix.
moved-on = La partie a avancé ; voici vos choix du moment.
taken-back = Repris : { $what }.
kept = Gardé : rien n'a été repris.
unreadable-choice = Ce choix n'a pas pu être lu. Utilisez `/agir` pour vos choix du moment.
not-playing-see-status = Vous ne jouez pas dans cette partie ; `/partie état` montre où elle en est.
your-cards-in = **Vos cartes** dans *{ $game }* (n° { $id }).
done = C'est fait.
done-what = C'est fait : { $what }.
next-packet-follows = Votre prochain paquet suit.
continues-when-all = La partie continue quand tout le monde a choisi.
seats-fixed = La partie a déjà commencé, les places sont fixées.
role-only = Cette partie est ouverte seulement aux membres ayant son rôle.
already-joined = Vous avez déjà rejoint cette partie.
seats-taken = Toutes les places ({ $count }) sont prises.
host-stays = Vous êtes l'hôte : vous ne pouvez pas quitter votre propre partie. `/partie abandonner` la ferme à la place.
not-joined = Vous n'aviez pas rejoint cette partie.

## Le salon d'attente

lobby = **{ $rules }** — partie n° { $id } *{ $game }*, organisée par { $host }.
    Places : { $seated }/{ $players } — { $who }
    { $access }. Appuyez sur **Rejoindre** pour prendre une place ; l'hôte peut ajouter des clans de l'ordinateur pour remplir les places, et lance la partie avec **Commencer** ou `/partie commencer` ({ $fewest } clans au moins).
lobby-computer-clan = un clan de l'ordinateur ({ $level })
lobby-anyone = tout le monde ici peut rejoindre
lobby-role-only = seuls les membres { $role } peuvent rejoindre
lobby-nobody = personne pour l'instant
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-add-computer = Ajouter un clan de l'ordinateur
lobby-remove-computer = Retirer un clan de l'ordinateur
lobby-start = Commencer
lobby-was-abandoned = **{ $rules }** — la partie n° { $id } *{ $game }* a été abandonnée.
lobby-has-started = **{ $rules }** — la partie n° { $id } *{ $game }* a commencé.
already-started = La partie n° { $id } a déjà commencé.
host-starts = Seul l'hôte peut lancer la partie.
too-few-to-start = Il faut au moins { $fewest } clans à la table avant de commencer : attendez qu'un joueur rejoigne, ou ajoutez un clan de l'ordinateur.
already-started-seats-fixed = La partie n° { $id } a déjà commencé : les places sont fixées.
host-adds-computers = Seul l'hôte ajoute ou retire des clans de l'ordinateur.
no-computer-to-remove = Il n'y a pas de clan de l'ordinateur à retirer.
choose-game-from-suggestions = Choisissez la partie parmi les suggestions.

## Commandes d'information

hand = **Vos cartes** dans *{ $game }* (n° { $id }) :
    { $hand }
nothing-to-hint = Rien ne vous est demandé pour l'instant : il n'y a rien à conseiller. `/partie état` montre qui est attendu.
hint = **Conseil** dans *{ $game }* (n° { $id }), de l'ordinateur au niveau moyen :
    { $hint }
    -# Vous seul voyez ceci ; le choix vous appartient.
not-started-yet = La partie n'a pas encore commencé.
nothing-happened = Rien ne s'est encore passé.
no-such-card = Aucune carte ne s'appelle `{ $name }` : choisissez-en une parmi les suggestions.
no-games = Vous n'êtes dans aucune partie. Lancez-en une avec `/partie nouvelle` dans un salon du serveur.
waiting-for-you = {" "}— **vous attend** depuis { $since } : { $what }
in-thread = {" "}dans { $thread }

## /règles

rules-overview = Le bot joue à Blood Rage selon le livret de règles et la FAQ officielle (décisions R-01 à { $last_r }). Là où ils se taisent, il applique { $defaults } décisions par défaut (D-01 à { $last_d }), et B-01 à { $last_b } disent comment le bot demande les choix et les reprend. La variante de fans Reprisal se lit selon RP-01 à { $last_rp } ; Valhalla selon VH-01 à { $last_vh } et son contenu provisoire selon PK-01 à { $last_pk }. Demandez-en une avec `/règles sujet:D-41`, ou une carte ou un mot (`/règles sujet:Primacy`).
rules-none = Aucune décision ne mentionne `{ $topic }`. Essayez un nom de carte, ou `/règles` pour la vue d'ensemble.
rules-about = Décisions sur `{ $topic }` :
    { $titles }
status-waiting = La partie n° { $id } *{ $game }* attend des joueurs ({ $joined ->
    [one] { $joined } inscrit
   *[other] { $joined } inscrits
}).
status-pace = Rythme : { $pace }.
web-page-link = Page web (le plateau en grand, la partie rejouée, tous les coups) : { $link }
web-personal-link = Votre page de **{ $game }** (n° { $id }), avec vos cartes, où vous pouvez aussi jouer vos tours : { $link }
    Gardez ce lien pour vous : il marche jusqu'au { $until }, ou jusqu'à ce que votre place change de mains.
web-page-off = Page web : fermée (`/partie réglages web:ouverte` la rouvre, avec un nouveau lien).
web-page-server-off = Page web : aucune, les admins de ce serveur ont fermé les pages web.
only-admin-web-pages = Seul un admin du serveur peut permettre ou interdire les pages web de ce serveur.
web-pages-allowed = Les parties de ce serveur ont une page web : son lien est dans le message d'ouverture et dans `/partie état` ; l'hôte peut la fermer avec `/partie réglages web:fermée`.
web-pages-forbidden = Les parties de ce serveur n'ont pas de page web : leurs liens ne mènent nulle part.
web-pages-not-served = Ce bot ne sert pas de pages web (son administrateur n'a pas réglé `WEB_ADDR`).
status-paused = En pause par l'hôte : aucun délai ne court jusqu'à `/partie continuer`.
history-title = Parties terminées sur ce serveur, les plus récentes d'abord :
history-none = Aucune partie n'est encore terminée sur ce serveur. Lancez-en une avec `/partie nouvelle`.
history-game = **n° { $id } { $game }** · { $rules } · { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
history-computer = ordinateur ({ $level })
history-handed = { $player } (joué par l'ordinateur, { $level })

## /partie

too-many-bots = Une table de { $players } a de la place pour { $most } clans de l'ordinateur au plus : vous prenez une place aussi.
default-game-name = La partie { DE($player) }
thread-not-allowed = Je n'ai pas le droit de créer un fil dans ce salon. Un admin du serveur peut m'accorder ici **Créer des fils publics**, **Envoyer des messages dans les fils** et **Joindre des fichiers**, ou vous pouvez utiliser `/partie nouvelle` dans un autre salon textuel.
thread-failed = Je n'ai pas pu créer le fil de la partie ici. Utilisez `/partie nouvelle` dans un salon textuel du serveur (pas dans un fil, un forum ou un salon vocal).
game-open = La partie n° { $id } *{ $game }* est ouverte dans { $thread } : les joueurs y appuient sur **Rejoindre**.
start-where = Utilisez `/partie commencer` dans le fil de la partie (ou donnez le numéro de la partie).
game-started = La partie a commencé.
only-host-settings = Seul l'hôte de la partie ou un admin du serveur peut changer ses réglages.
handover-never = jamais
handover-after = après { $count ->
    [one] { $count } délai manqué
   *[other] { $count } délais manqués
} d'affilée
on = oui
off = non
board-every-action = après chaque action
board-turn-change = quand un autre joueur doit agir
board-on-request = seulement quand quelqu'un le demande avec `/plateau`
game-settings = Réglages de **{ $game }** (n° { $id }) — plateau : posté { $board } (`{ $policy }`) ; annulation : `{ $undo }` ; rythme : { $pace } ; à un délai, l'ordinateur ({ $level }) décide ; l'ordinateur prend la place d'un joueur : { $handover } ; langue : { $language }.
leave-where = Utilisez `/partie quitter` dans le fil de la partie.
leave-started = La partie a commencé : on ne peut plus quitter sa place. L'hôte ou un admin peut l'abandonner avec `/partie abandonner`.
left-game = Vous avez quitté la partie.
only-host-abandon = Seul l'hôte de la partie ou un admin du serveur peut l'abandonner.
already-status = La partie n° { $id } est déjà { $status }.
abandoned-by = La partie n° { $id } *{ $game }* a été abandonnée par { $user }.
abandoned = La partie n° { $id } est abandonnée. Son journal reste disponible avec `/journal`.
only-host-hands-over = Seul l'hôte peut confier la place d'un autre joueur à l'ordinateur ; vous pouvez confier la vôtre.
user-not-playing = { $user } ne joue pas dans cette partie.
already-computer = L'ordinateur joue déjà cette place. `/partie revenir` la rend à son joueur.
handed-to-computer = **{ $clan }** est maintenant joué par l'ordinateur ({ $level }) jusqu'à ce que { $user } le reprenne avec `/partie revenir`.
done-note = C'est fait : { $note }
playing-already = Vous jouez déjà votre place : il n'y a rien à reprendre.
plays-again = { $user } joue de nouveau **{ $clan }**.
seat-yours-again = Votre place est de nouveau à vous. Utilisez `/agir` pour vos choix.
only-host-replace = Seul l'hôte de la partie ou un admin du serveur peut remplacer un joueur.
bot-cannot-sit = Un bot ne peut pas prendre de place : `/partie confier` laisse l'ordinateur la jouer.
already-plays = { $user } joue déjà dans cette partie.
takes-over = { $user } reprend **{ $clan }** à { $from } : sa Gloire, ses figurines et ses cartes.
you-now-play = Vous jouez maintenant **{ $clan }** dans *{ $game }* (n° { $id }). Voici vos cartes ; `/agir` dans le fil de la partie montre vos choix.
replaced-dm-sent = Ses cartes lui sont envoyées par MP.
replaced-dm-closed = Ses MP sont fermés : `/main` lui montre ses cartes.
replaced = C'est fait : { $user } joue maintenant **{ $clan }**. { $dm }
resign-unconfirmed = Rien n'a changé. Pour quitter la partie pour de bon, utilisez `/partie renoncer` avec l'option `confirmer` à vrai ; pour vous absenter un temps, `/partie confier` puis `/partie revenir`.
resigned = { $user } a renoncé : l'ordinateur ({ $level }) joue **{ $clan }** jusqu'à la fin.
resigned-done = C'est fait : vous avez quitté la partie ; l'ordinateur joue **{ $clan }**.
only-host-pause = Seul l'hôte de la partie ou un admin du serveur peut la mettre en pause ou la faire continuer.
paused-note = ⏸️ La partie est en pause : aucun délai ne court et personne ne reçoit de rappel jusqu'à `/partie continuer`. On peut toujours jouer.
paused-already = La partie est déjà en pause.
resumed-note = ▶️ La partie reprend : le temps de chaque joueur court de nouveau là où il s'était arrêté.
not-paused = La partie n'est pas en pause.

## /réglages et /absent

orders-none = aucun : vous répondez vous-même à chaque décision
orders-decline-calls = refuser chaque Appel au Combat
orders-no-late-cards = ne jamais ajouter de carte de bataille tardive
orders-ai-drafts = l'ordinateur drafte pour vous { $count ->
    [one] à l'Age
   *[other] aux Ages
} { $ages }
orders-no-draft-left = (il ne reste aucun draft dans cette partie)
orders = Vos ordres permanents dans **{ $game }** (n° { $id }) : { $orders }. Vous seul les voyez ; les autres sont toujours consultés comme d'habitude, personne ne peut donc le savoir.
quiet-none = aucune
quiet-hours = Heures calmes : { $quiet }. Fuseau horaire : { $zone }. Les rappels dus pendant vos heures calmes attendent qu'elles finissent.
reminders-dm = Vos rappels arrivent maintenant dans le fil de la partie et par MP.
reminders-thread = Vos rappels arrivent maintenant dans le fil de la partie seulement.
only-admin-allowance = Seul un admin du serveur peut changer le nombre de jours d'absence permis.
allowance = Les joueurs de ce serveur peuvent s'absenter (`/absent`) { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} par période de 365 jours.
away-until = Vous êtes absent jusqu'au { $date }.
not-away = Vous n'êtes pas absent.
away-used = { $status } Vous avez pris { $used ->
    [one] { $used } jour d'absence
   *[other] { $used } jours d'absence
} sur les 365 derniers jours (ce serveur en permet { $allowance } par an).
is-back = { $user } est de retour : son horloge court de nouveau.
welcome-back = Bon retour : vos horloges courent de nouveau dans toutes vos parties.
is-away = { $user } est absent jusqu'au { $date } : son horloge est arrêtée jusque-là, et personne ne décide à sa place.
you-are-away = Vous êtes absent jusqu'au { $date } ({ $days ->
    [one] { $days } jour
   *[other] { $days } jours
} ; il vous en reste { $left } cette année, ce serveur en permettant { $allowance } par an). Vos horloges sont arrêtées dans toutes vos parties en cours ({ $games }) ; `/absent retour_le:retour` y met fin plus tôt.
bad-time-zone = Je ne connais pas le fuseau horaire `{ $zone }` : utilisez un nom comme `Europe/Paris`, `America/New_York` ou `UTC`.
bad-hours = `{ $hours }` n'est pas une plage horaire : écrivez-la comme `23:00-08:00`.
empty-quiet-hours = Les heures calmes ne doivent pas commencer et finir à la même heure.
bad-date = `{ $date }` n'est pas une date : écrivez le jour de votre retour, comme `2026-12-01`.
date-out-of-range = Cette date est hors limites.
day-begun = Ce jour a déjà commencé : donnez le jour de votre retour, dans le futur (ou `retour` pour mettre fin à une absence maintenant).
too-many-days = Cela fait { $days ->
    [one] { $days } jour d'absence
   *[other] { $days } jours d'absence
}, et il ne vous en reste que { $left } cette année (ce serveur en permet { $allowance } par an) : choisissez un jour plus proche.

## Places

seat-handed-over = { $user } ({ $clan }, joué par l'ordinateur)
seat-handed-over-plain = { $player } · ordinateur ({ $level })
seat-computer = { $clan } (ordinateur, { $level })
seat-computer-plain = Ordinateur ({ $level })

period-all = depuis toujours
period-year = les 365 derniers jours
period-month = les 30 derniers jours
leaderboard-none = Personne n'est encore classé en { $rules } sur ce serveur ({ $period }) : une partie terminée avec au moins deux places classées ouvre le classement.
leaderboard-title = Classement — { $rules }
leaderboard-subtitle = { $period } · { $rated ->
    [one] { $rated } classé
   *[other] { $rated } classés
}
leaderboard-line = { $place }. { $who } — { $rating } ± { $uncertainty } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} · { $trend }
leaderboard-unrated = Vous n'êtes pas encore classé ici : terminez une partie avec ces règles.
leaderboard-how = -# Classé par la note moins trois fois son incertitude (Weng-Lin) ; la tendance est la variation sur les 5 dernières parties de chacun.
leaderboard-col-player = Joueur
leaderboard-col-rating = Note ± incertitude
leaderboard-col-games = Parties
leaderboard-col-wins = Victoires
leaderboard-col-trend = Tendance
stats-none = { $who } n'a encore aucune partie terminée sur ce serveur.
stats-title = **Bilan { DE($who) }** sur ce serveur
stats-rules = **{ $rules }** : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ({ $percent } %) · { $scoring ->
    [reprisal] points de victoire
   *[other] Gloire
} moyenne { $mean }
stats-tally = { $name } { $wins }/{ $games } ({ $percent } %)
stats-by-clan = Par clan (victoires/parties) : { $list }
stats-against-level = { $level } : devant dans { $ahead } sur { $games }
stats-against = Contre l'ordinateur : { $list }
stats-best = Meilleure partie : { $score } { $scoring ->
    [reprisal] points de victoire
   *[other] Gloire
} dans n° { $id } { $game }
stats-streak-none = Série en cours : aucune.
stats-streak-wins = Série en cours : { $count ->
    [one] { $count } victoire.
   *[other] { $count } victoires.
}
stats-streak-losses = Série en cours : { $count ->
    [one] { $count } partie sans victoire.
   *[other] { $count } parties sans victoire.
}
stats-favourite = Clan favori : { $clan }.
balance-every-rule-set = toutes les règles
balance-none = Aucune partie n'est encore terminée sur ce serveur en { $rules }.
balance-title = **Équilibre des clans et des places** sur ce serveur ({ $rules }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}) ; victoires/places jouées, chaque place comptée, celles de l'ordinateur aussi :
balance-by-clan = Par clan : { $list }
balance-by-seat = Par place : { $list }
balance-seat = place { $seat }
story-score = { $rules ->
    [reprisal] Points de victoire
   *[other] Gloire
}
story-age = Age { $age }
story-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
story-col-clan = Clan
story-col-final = Score final
story-col-battles = Batailles gagnées
story-col-quests = Quêtes
story-col-monsters = Monstres
story-title = n° { $id } { $game } — l'histoire de la partie
story-subtitle = { $rules } · { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
