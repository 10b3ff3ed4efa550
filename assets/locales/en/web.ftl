# The web companion: a game's page (public information only).
web-title = { $name } · game #{ $id }
web-heading = Game #{ $id }: { $name }
web-rules = { $rules } · { $status }
web-now = Where the game stands
web-awaited = { $player }: { $what } (waiting for { $time })
web-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
web-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
web-days = { $n ->
    [one] { $n } day
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
web-secret-step = { $count ->
    [one] A decision taken in secret.
   *[other] { $count } decisions taken in secret.
}
web-new-moves = The game has moved on.
web-see-latest = See the latest move
web-board-alt = The board of game #{ $id } at move { $step } of { $total }: { $what }
web-board-full = Open the board full size
web-language = Language
web-public-only = Only what every player may see is shown here.
web-not-found = No such page. A game's page is reached only by the link the bot gives in the game's thread; its host may have turned it off or made a new link.
web-too-many = { $seconds ->
    [one] Too many requests from your address: this page comes back by itself in { $seconds } second.
   *[other] Too many requests from your address: this page comes back by itself in { $seconds } seconds.
}
web-try-again = Try again now
web-slow-down = Too many requests at once: the page catches up in a moment.
web-link-gone = This link no longer works: the game's host turned its page off or made a new link, or your seat changed hands.
web-ages = Ages
web-mine = Your cards ({ $player })
web-mine-private = This page is yours: its link shows your cards, so keep it to yourself. It works until { $date } (UTC), or until your seat changes hands; /web gives a new one.
web-cards-alt = Your cards
web-act = Your move
web-act-none = Nothing for you to decide now: the page shows your choices as soon as it is your turn.
web-act-forbidden = This browser may not act for this seat: open your personal link again (`/web` in Discord gives a new one), then choose from the page.
web-act-malformed = That request was not understood: choose from the page again.
web-hint = Suggest a move
web-undo = Take back my last decision
web-settings = Your settings
web-orders = Standing orders in this game
web-drafting-keep = as they are
web-drafting-this-age = yes, in the draft under way or next
web-drafting-every-age = yes, in every draft to come
web-drafting-off = no, I draft myself
web-away = Away
web-away-go = Away until then
web-away-back = I am back
web-quiet = Quiet hours and time zone
web-reminders = Reminders
web-messages-language = Language of your messages
web-places = Places your choices name: tap one to see only its choices
web-places-filter = Choices at { $place }
web-places-all = Show all choices
web-cards-show = See your cards
web-since-last = Marked: the moves since you last looked at this game here.
web-save = Save
web-card-text = What the card says
web-notify-on = Tell me on this device when it is my turn
web-notify-off = Stop telling me on this device
web-notify-title = Your move in { $game }
