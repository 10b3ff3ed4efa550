# The bot's own words (the Discord layer): lobby, settings, refusals of the bot itself.

glory-count = { $count ->
    [one] { $count } Glory point
   *[other] { $count } Glory points
}
rage-count = { $count } Rage
rage-range = { $least }–{ $most } Rage

## /settings language

settings-language-chosen = Your private messages, buttons, DMs and card sheets are in { $language }. A game's thread and board keep the game's language.
settings-language-client = Your private messages follow your Discord client's language: { $language } now. Choose one with `/settings language`.

## Finding the game a command is about

no-such-game = There is no game #{ $id }. `/mygames` lists yours.
which-game = Use this command in a game's thread, or choose the game with the `game` option (`/mygames` lists yours).
not-playing = You are not playing in this game.
no-longer-exists = That game no longer exists.
game-not-started = Game #{ $id } has not started yet: the host starts it with **Start** or `/game start`.
game-in-play = Game #{ $id } is in play.
game-over = Game #{ $id } is over: `/log` and `/game status` show how it ended.
game-abandoned = Game #{ $id } was abandoned: it takes no more moves; `/log` shows its history.

## Moves and undo

handed-over = The computer is playing your seat for now. Use `/game return` to take it back, then make your move.
stale-choice = This choice has already been made: the game has moved on. Use /act for your current choices.
refused-use-act = { $why } Use /act to see what you may do.
raced = Someone acted at the same moment: please try again.
done-see-thread = Done. The thread shows what happened.
undo-off = Undo is turned off in this game (its host chose so with `/game settings`).
undo-nothing = There is nothing to take back: nobody has decided anything yet.
undo-other-since = You can no longer take it back: { $player } has decided since. Only your own latest decision can be taken back, before anyone else decides.
undo-computer = The last decision of your seat was the computer's (it played for you, or your time ran out): it cannot be taken back.
undo-closed = You can no longer take it back: { $why }.
undo-stale = The game has moved on since this preview: nothing was taken back. Use `/undo` again to see what you may take back.
undo-preview = This will take back: **{ $what }** in *{ $game }* (#{ $id }). Confirm?
undo-take-back = Take it back
undo-keep = Keep it

## The game's thread: announcements

note-restarted = The bot restarted; here is where the game stands.
note-caught-up = Catching up after a Discord hiccup; here is where the game stands.
note-taken-over = The bot was interrupted before telling these moves; here is where the game stands.
note-delayed = (Discord refused my message to the game's thread just now; I will post it there shortly.)
time-ran-out = ⏰ Time ran out for { $player }: the computer chose for them.
ping = { $players }: { $what } — *{ $game }* (game #{ $id }). Press **Choose** to decide privately, or use `/act`.
since-last-turn = -# Since { $player }'s last turn: { $lines }
button-choose = Choose
button-my-cards = My cards
button-web = Play on the web
dm-web-link = -# Or choose on your own page: { $link }
dm-decision = **{ $game }** (game #{ $id }): { $text }
dm-closed = { $player }: I can't send you direct messages, so your cards can't reach you there. Use `/hand` in this thread: it shows your cards to you alone and lets you choose.

## Pace and clocks

pace-fast = fast
pace-normal = normal
pace-relaxed = relaxed
pace-none = none
pace-with-hours = { $pace } ({ $hours } h per decision)
pace-none-described = none (no deadline)
time-out = out of time
hours-left = { $hours } h left
minutes-left = { $minutes } min left
clock-away = { $player } is away until { $date } (clock stopped, { $left })
clock-left = { $player } has { $left }

## Reminders and deadlines

reminder = ⏳ { $user }, *{ $game }* (#{ $id }) is waiting for you to { $what }: { $left }. After that the computer decides for you.
reminder-dm = { $text } Go to the game: { $thread }
missed-handover = { $user } has missed { $missed ->
    [one] { $missed } deadline
   *[other] { $missed } deadlines
} in a row: the computer ({ $level }) plays their seat until they come back with `/game return`.

## Choice panels

button-play-it = Play it
button-all-choices = All my choices
button-undo = Undo
button-back = Back
menu-choose = Choose…
menu-choose-group = Choose a group…
choices-grouped = ({ $count ->
    [one] { $count } choice
   *[other] { $count } choices
}, grouped)

## Buttons and menus

sorry-error = Sorry, something went wrong on my side; nothing was changed. (error id { $id })
sorry-unavailable = The games are unavailable for a moment (the bot cannot reach its database); nothing was changed. Try again in a minute. (error id { $id })
sorry-in-doubt = The bot lost its database just as your move was being stored: it may have been saved. Look again with /act in a minute before you play it again. (error id { $id })
old-button = This button is from an older version of the bot. Use `/act` for your current choices.
not-your-menu = This menu was sent to another player: only they can use it. `/act` shows your own choices.
moved-on = The game has moved on; here are your current choices.
taken-back = Taken back: { $what }.
kept = Kept: nothing was taken back.
unreadable-choice = That choice could not be read. Use `/act` for your current choices.
not-playing-see-status = You are not playing in this game; `/game status` shows where it stands.
your-cards-in = **Your cards** in *{ $game }* (#{ $id }).
done = Done.
done-what = Done: { $what }.
next-packet-follows = Your next packet follows.
continues-when-all = The game continues when everyone has chosen.
seats-fixed = The game has already started, seats are fixed.
role-only = This game is open only to members with its role.
already-joined = You have already joined this game.
seats-taken = { $count ->
    [one] The { $count } seat is taken.
   *[other] All { $count } seats are taken.
}
host-stays = You are the host: you cannot leave your own game. `/game abandon` closes it instead.
not-joined = You had not joined this game.

## The lobby

lobby = **{ $rules }** — game #{ $id } *{ $game }*, hosted by { $host }.
    Seats: { $seated }/{ $players } — { $who }
    { $access }. Press **Join** to take a seat; the host may add computer clans to fill seats, and starts with **Start** or `/game start` ({ $fewest } clans at least).
lobby-computer-clan = a computer clan ({ $level })
lobby-anyone = anyone here may join
lobby-role-only = only { $role } may join
lobby-nobody = nobody yet
lobby-join = Join
lobby-leave = Leave
lobby-add-computer = Add a computer clan
lobby-remove-computer = Remove a computer clan
lobby-start = Start
lobby-was-abandoned = **{ $rules }** — game #{ $id } *{ $game }* was abandoned.
lobby-has-started = **{ $rules }** — game #{ $id } *{ $game }* has started.
already-started = Game #{ $id } has already started.
host-starts = Only the host can start the game.
too-few-to-start = At least { $fewest } clans must be seated before the game starts: wait for a player to join, or add a computer clan.
already-started-seats-fixed = Game #{ $id } has already started: seats are fixed.
host-adds-computers = Only the host adds or removes computer clans.
no-computer-to-remove = There is no computer clan to remove.
choose-game-from-suggestions = Choose the game from the suggestions.

## Information commands

hand = **Your cards** in *{ $game }* (#{ $id }):
    { $hand }
nothing-to-hint = Nothing is asked of you right now: there is nothing to hint. `/game status` shows who is awaited.
hint = **Hint** in *{ $game }* (#{ $id }), from the medium computer clan:
    { $hint }
    -# Only you see this; the choice is yours.
not-started-yet = The game has not started yet.
nothing-happened = Nothing has happened yet.
no-such-card = No card is called `{ $name }`: pick one from the suggestions.
no-games = You are in no game. Start one with `/game new` in a server channel.
waiting-for-you = {" "}— **waiting for you** since { $since }: { $what }
in-thread = {" "}in { $thread }

## /rules

rules-overview = The bot plays Blood Rage by the rulebook and the official FAQ (rulings R-01 to { $last_r }). Where they are silent it applies { $defaults } default rulings (D-01 to { $last_d }), and B-01 to { $last_b } say how the bot asks for choices and takes them back. The fan variant Reprisal is read by RP-01 to { $last_rp }; Valhalla by VH-01 to { $last_vh } and its provisional content by PK-01 to { $last_pk }. Ask for one with `/rules topic:D-41`, or a card or word (`/rules topic:Primacy`).
rules-none = No ruling mentions `{ $topic }`. Try a card name, or `/rules` for the overview.
rules-about = Rulings about `{ $topic }`:
    { $titles }
status-waiting = Game #{ $id } *{ $game }* is waiting for players ({ $joined } joined).
status-pace = Pace: { $pace }.
web-page-link = Web page (the board full size, a replay, every move): { $link }
web-personal-link = Your page for **{ $game }** (#{ $id }), with your cards, where you can also take your turns: { $link }
    Keep this link to yourself: it works until { $until }, or until your seat changes hands.
web-page-off = Web page: off (`/game settings web:on` turns it on, with a new link).
web-page-server-off = Web page: none, this server's admins turned the web pages off.
only-admin-web-pages = Only a server admin can allow or forbid this server's web pages.
web-pages-allowed = This server's games have web pages: each game's link is in its opening message and `/game status`; its host may turn it off with `/game settings web:off`.
web-pages-forbidden = This server's games have no web pages: their links find nothing.
web-pages-not-served = This bot serves no web pages (whoever runs it has not set `WEB_ADDR`).
status-paused = Paused by the host: no deadline runs until `/game resume`.
history-title = Finished games of this server, the latest first:
history-none = No game has finished on this server yet. Start one with `/game new`.
history-game = **#{ $id } { $game }** · { $rules } · { $days ->
    [one] { $days } day
   *[other] { $days } days
}
history-computer = computer ({ $level })
history-handed = { $player } (played by the computer, { $level })

## /game

too-many-bots = A table of { $players } has room for { $most } computer clans at most: you take a seat too.
default-game-name = { $player }'s game
thread-not-allowed = I am not allowed to create a thread in this channel. A server admin can give me **Create Public Threads**, **Send Messages in Threads** and **Attach Files** here, or you can use `/game new` in another text channel.
thread-failed = I could not create the game's thread here. Use `/game new` in a server text channel (not in a thread, forum or voice channel).
game-open = Game #{ $id } *{ $game }* is open in { $thread }: players press **Join** there.
start-where = Use `/game start` in the game's thread (or give the game's number).
game-started = The game has started.
only-host-settings = Only the game's host or a server admin can change its settings.
handover-never = never
handover-after = after { $count } missed in a row
on = on
off = off
board-every-action = after every action
board-turn-change = when another player must act next
board-on-request = only when someone asks with `/board`
game-settings = **{ $game }** (#{ $id }) settings — board: `{ $policy }` (posted { $board }); undo: `{ $undo }`; pace: { $pace }; at a deadline the computer ({ $level }) decides; the computer takes the seat over { $handover }; language: { $language }.
leave-where = Use `/game leave` in the game's thread.
leave-started = The game has started: seats can no longer be left. The host or an admin may `/game abandon` it.
left-game = You left the game.
only-host-abandon = Only the game's host or a server admin can abandon it.
already-status = Game #{ $id } is already { $status }.
abandoned-by = Game #{ $id } *{ $game }* was abandoned by { $user }.
abandoned = Game #{ $id } is abandoned. Its log stays available with `/log`.
only-host-hands-over = Only the host may hand another player's seat to the computer; you may hand your own.
user-not-playing = { $user } is not playing in this game.
already-computer = The computer already plays that seat. `/game return` gives it back to its player.
handed-to-computer = **{ $clan }** is now played by the computer ({ $level }) until { $user } takes it back with `/game return`.
done-note = Done: { $note }
playing-already = You are playing your seat already: there is nothing to take back.
plays-again = { $user } plays **{ $clan }** again.
seat-yours-again = Your seat is yours again. Use `/act` for your choices.
only-host-replace = Only the game's host or a server admin can replace a player.
bot-cannot-sit = A bot cannot take a seat: `/game handover` lets the computer play it.
already-plays = { $user } already plays in this game.
takes-over = { $user } takes over **{ $clan }** from { $from }: its Glory, figures and cards.
you-now-play = You now play **{ $clan }** in *{ $game }* (#{ $id }). These are your cards; `/act` in the game's thread shows your choices.
replaced-dm-sent = They have their cards by DM.
replaced-dm-closed = Their DMs are closed: `/hand` shows them their cards.
replaced = Done: { $user } plays **{ $clan }** now. { $dm }
resign-unconfirmed = Nothing changed. To leave the game for good, use `/game resign confirm:True`; to be away for a while, `/game handover` and later `/game return`.
resigned = { $user } resigned: the computer ({ $level }) plays **{ $clan }** to the end.
resigned-done = Done: you left the game; the computer plays **{ $clan }**.
only-host-pause = Only the game's host or a server admin can pause or resume it.
paused-note = ⏸️ The game is paused: no deadline runs and nobody is reminded until `/game resume`. Moves can still be made.
paused-already = The game is paused already.
resumed-note = ▶️ The game is resumed: every player's time runs again from where it stopped.
not-paused = The game is not paused.

## /settings and /away

orders-none = none: you answer every decision yourself
orders-decline-calls = decline every Call to Battle
orders-no-late-cards = never add a late battle card
orders-ai-drafts = the computer drafts for you in { $count ->
    [one] Age
   *[other] Ages
} { $ages }
orders-no-draft-left = (no draft is left in this game)
orders = Your standing orders in **{ $game }** (#{ $id }): { $orders }. Only you see them; the others are still asked as usual, so nobody can tell.
quiet-none = none
quiet-hours = Quiet hours: { $quiet }. Time zone: { $zone }. Reminders due during your quiet hours wait until they end.
reminders-dm = Your reminders now come in the game's thread and by DM.
reminders-thread = Your reminders now come in the game's thread only.
only-admin-allowance = Only a server admin can change the allowance of days away.
allowance = Players of this server may be away (`/away`) for { $days ->
    [one] { $days } day
   *[other] { $days } days
} per 365 days.
away-until = You are away until { $date }.
not-away = You are not away.
away-used = { $status } You have used { $used } of this server's { $allowance ->
    [one] { $allowance } day
   *[other] { $allowance } days
} away in the last 365 days.
is-back = { $user } is back: their clock runs again.
welcome-back = Welcome back: your clocks run again in all your games.
is-away = { $user } is away until { $date }: their clock stands still until then, and nobody decides for them.
you-are-away = You are away until { $date } ({ $days ->
    [one] { $days } day
   *[other] { $days } days
}; { $left } of this server's { $allowance ->
    [one] { $allowance } day
   *[other] { $allowance } days
} a year left). Your clocks stand still in all your games in play ({ $games }); `/away until:back` ends it early.
bad-time-zone = `{ $zone }` is not a time zone I know: use a name like `Europe/Paris`, `America/New_York` or `UTC`.
bad-hours = `{ $hours }` is not a range of hours: write it like `23:00-08:00`.
empty-quiet-hours = Quiet hours must not begin and end at the same time.
bad-date = `{ $date }` is not a date: write the day you are back, like `2026-12-01`.
date-out-of-range = That date is out of range.
day-begun = That day has begun already: give the day you are back, in the future (or `back` to end an absence now).
too-many-days = That is { $days ->
    [one] { $days } day
   *[other] { $days } days
} away, and you have { $left } of this server's { $allowance ->
    [one] { $allowance } day
   *[other] { $allowance } days
} a year left: choose an earlier day.

## Seats

seat-handed-over = { $user } ({ $clan }, played by the computer)
seat-handed-over-plain = { $player } · computer ({ $level })
seat-computer = { $clan } (computer, { $level })
seat-computer-plain = Computer ({ $level })

period-all = all time
period-year = the last 365 days
period-month = the last 30 days
leaderboard-none = Nobody is rated in { $rules } on this server ({ $period }) yet: a finished game with at least two rated places starts the leaderboard.
leaderboard-title = Leaderboard — { $rules }
leaderboard-subtitle = { $period } · { $rated ->
    [one] { $rated } rated
   *[other] { $rated } rated
}
leaderboard-line = { $place }. { $who } — { $rating } ± { $uncertainty } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · { $trend }
leaderboard-unrated = You are not rated here yet: finish a game of these rules.
leaderboard-how = -# Ranked by rating less three times its uncertainty (Weng-Lin); the trend is the change over each one's latest 5 games.
leaderboard-col-player = Player
leaderboard-col-rating = Rating ± uncertainty
leaderboard-col-games = Games
leaderboard-col-wins = Wins
leaderboard-col-trend = Trend
stats-none = { $who } has no finished game on this server yet.
stats-title = **Record of { $who }** on this server
stats-rules = **{ $rules }**: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $percent } %) · mean { $scoring ->
    [reprisal] victory points
   *[other] Glory
} { $mean }
stats-tally = { $name } { $wins }/{ $games } ({ $percent } %)
stats-by-clan = By clan (wins/games): { $list }
stats-against-level = { $level }: ahead in { $ahead } of { $games }
stats-against = Against the computer: { $list }
stats-best = Best game: { $score } { $scoring ->
    [reprisal] victory points
   *[other] Glory
} in #{ $id } { $game }
stats-streak-none = Current streak: none.
stats-streak-wins = Current streak: { $count ->
    [one] { $count } win.
   *[other] { $count } wins.
}
stats-streak-losses = Current streak: { $count ->
    [one] { $count } game without a win.
   *[other] { $count } games without a win.
}
stats-favourite = Favourite clan: { $clan }.
balance-every-rule-set = every rule set
balance-none = No game has finished on this server in { $rules } yet.
balance-title = **Balance of the clans and seats** on this server ({ $rules }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}); wins/seats played, every seat counted, the computer's too:
balance-by-clan = By clan: { $list }
balance-by-seat = By seat: { $list }
balance-seat = seat { $seat }
story-score = { $rules ->
    [reprisal] Victory points
   *[other] Glory
}
story-age = Age { $age }
story-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
story-col-clan = Clan
story-col-final = Final
story-col-battles = Battles won
story-col-quests = Quests
story-col-monsters = Monsters
story-title = #{ $id } { $game } — the story of the game
story-subtitle = { $rules } · { $days ->
    [one] { $days } day
   *[other] { $days } days
}
