# The web companion: a game's page (public information only).
web-title = { $name } · game #{ $id }
web-heading = Game #{ $id }: { $name }
web-rules = { $rules } · { $status }
web-now = Where the game stands
web-awaited = { $player }: { $what } (waiting for { $time })
web-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
web-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
web-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
web-replay = Replay
web-step = Move { $step } of { $total }
web-set-up = As set up, before the first move
web-first = First
web-previous = Previous
web-next = Next
web-latest = Latest
web-scrub = Move
web-age = Age { $age }
web-every-move = Every move
web-no-move = No move yet.
web-secret-step = A decision taken in secret.
web-new-moves = The game has moved on.
web-see-latest = See the latest move
web-board-alt = The board after move { $step } of game #{ $id }
web-board-full = Open the board full size
web-language = Language
web-public-only = Only what every player may see is shown here.
web-not-found = No such page. A game's page is reached only by the link the bot gives in the game's thread; its host may have turned it off or made a new link.
web-too-many = Too many requests from your address: wait a minute and try again.
web-mine = Your cards ({ $player })
web-mine-private = This page is yours: its link shows your cards, so keep it to yourself. It works until { $date } (UTC), or until your seat changes hands; /web gives a new one.
web-cards-alt = Your cards
