# Le compagnon web : la page d'une partie (informations publiques seulement).
web-title = { $name } · partie n° { $id }
web-heading = Partie n° { $id } : { $name }
web-rules = { $rules } · { $status }
web-now = Où en est la partie
web-awaited = { $player } : { $what } (attend depuis { $time })
web-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
web-hours = { $n ->
    [one] 1 heure
   *[other] { $n } heures
}
web-days = { $n ->
    [one] 1 jour
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
web-age = Âge { $age }
web-every-move = Tous les coups
web-no-move = Aucun coup pour l'instant.
web-secret-step = Une décision prise en secret.
web-new-moves = La partie a avancé.
web-see-latest = Voir le dernier coup
web-board-alt = Le plateau après le coup { $step } de la partie n° { $id }
web-board-full = Ouvrir le plateau en grand
web-language = Langue
web-public-only = Seul ce que tous les joueurs peuvent voir est montré ici.
web-not-found = Page introuvable. On n'atteint la page d'une partie que par le lien que le bot donne dans le fil de la partie ; son hôte a pu la fermer ou créer un nouveau lien.
web-too-many = Trop de requêtes depuis votre adresse : attendez une minute et réessayez.
web-mine = Vos cartes ({ $player })
web-mine-private = Cette page est la vôtre : son lien montre vos cartes, gardez-le pour vous. Il marche jusqu'au { $date } (UTC), ou jusqu'à ce que votre place change de mains ; /web en donne un nouveau.
web-cards-alt = Vos cartes
