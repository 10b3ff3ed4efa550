# Le compagnon web : la page d'une partie (informations publiques seulement).
web-title = { $name } · partie n° { $id }
web-heading = Partie n° { $id } : { $name }
web-rules = { $rules } · { $status }
web-now = Où en est la partie
web-awaited = { $player } : { $what } (attend depuis { $time })
web-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
web-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
web-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
web-replay = Rejouer la partie
web-step = Coup { $step } sur { $total }
web-set-up = La mise en place, avant le premier coup
web-first = Début
web-previous = Précédent
web-next = Suivant
web-latest = Dernier
web-scrub = Coup
web-age = Age { $age }
web-every-move = Tous les coups
web-no-move = Aucun coup pour l'instant.
web-secret-step = { $count ->
    [one] { $count } décision prise en secret.
   *[other] { $count } décisions prises en secret.
}
web-new-moves = La partie a avancé.
web-see-latest = Voir le dernier coup
web-board-alt = Le plateau de la partie n° { $id } au coup { $step } sur { $total } : { $what }
web-board-full = Ouvrir le plateau en grand
web-language = Langue
web-public-only = Seul ce que tous les joueurs peuvent voir est montré ici.
web-not-found = Page introuvable. On n'atteint la page d'une partie que par le lien que le bot donne dans le fil de la partie ; son hôte a pu la fermer ou créer un nouveau lien.
web-too-many = { $seconds ->
    [one] Trop de requêtes depuis votre adresse : cette page revient d'elle-même dans { $seconds } seconde.
   *[other] Trop de requêtes depuis votre adresse : cette page revient d'elle-même dans { $seconds } secondes.
}
web-try-again = Réessayer maintenant
web-slow-down = Trop de requêtes à la fois : la page se met à jour dans un instant.
web-link-gone = Ce lien ne marche plus : l'hôte de la partie a fermé sa page ou créé un nouveau lien, ou votre place a changé de mains.
web-ages = Ages
web-mine = Vos cartes ({ $player })
web-mine-private = Cette page est la vôtre : son lien montre vos cartes, gardez-le pour vous. Il marche jusqu'au { $date } (UTC), ou jusqu'à ce que votre place change de mains ; /web en donne un nouveau.
web-cards-alt = Vos cartes
web-act = À vous de jouer
web-act-none = Vous n'avez rien à décider pour l'instant : la page vous montre vos choix dès que c'est votre tour.
web-act-forbidden = Ce navigateur ne peut pas jouer pour cette place : rouvrez votre lien personnel (`/web` dans Discord en donne un nouveau), puis choisissez depuis la page.
web-act-malformed = Cette demande n'a pas été comprise : choisissez de nouveau depuis la page.
web-hint = Suggérer un coup
web-undo = Reprendre ma dernière décision
web-settings = Vos réglages
web-orders = Ordres permanents dans cette partie
web-drafting-keep = comme maintenant
web-drafting-this-age = oui, pour le draft en cours ou le prochain
web-drafting-every-age = oui, pour chaque draft à venir
web-drafting-off = non, je drafte moi-même
web-away = Absence
web-away-go = Absent jusque-là
web-away-back = Je suis de retour
web-quiet = Heures calmes et fuseau horaire
web-reminders = Rappels
web-messages-language = Langue de vos messages
web-places = Lieux que nomment vos choix : touchez-en un pour ne voir que ses choix
web-places-filter = Choix à { $place }
web-places-all = Voir tous les choix
web-cards-show = Voir vos cartes
web-since-last = Marqués ici, les coups joués depuis votre dernière visite de cette partie.
web-save = Enregistrer
web-card-text = Ce que dit la carte
web-notify-on = Me prévenir sur cet appareil quand c'est mon tour
web-notify-off = Ne plus me prévenir sur cet appareil
web-notify-title = À vous de jouer dans { $game }
