# Blood Rage (the base game): decisions, prompts, narration, refusals, cards, board.

## What each decision asks (by its stored kind)

decision-draft = draft a card
decision-action = take an action or pass
decision-free-invade = invade with the upgraded figure for free or decline
decision-march = choose figures to march or finish the march
decision-call-to-battle = join the battle with a figure or decline
decision-battle-card = choose a battle card
decision-count-quest = count the revealed quest as a battle card or not
decision-late-card = add a late battle card or decline
decision-spare = choose the figure Odin's Tide spares
decision-save = save the figure or let it die
decision-prowess = take played cards back with Tyr's Prowess or finish
decision-raise = choose a stat to raise
decision-succor = accept or decline Frigga's Succor
decision-thors-domain = accept or decline Thor's Domain
decision-blessing = accept or decline Loki's Blessing
decision-lord-of-hammers = move your Leader with Lord of Hammers or stay
decision-sacrifice = choose a figure to sacrifice
decision-keep = choose a card to keep for the next Age

## Pieces

figure-leader = Leader
figure-warrior = Warrior
figure-ship = Ship
stat-rage = Rage
stat-axes = Axes
stat-horns = Horns
token-rage = +1 Rage stat
token-axes = +1 Axes stat
token-horns = +1 Horns stat
token-glory = 5 Glory
token-all = +1 to all stats
glory-short = { $count } Glory

## Choices (buttons and menu options)

do-keep = Keep { $card }
do-invade-free = Invade { $to } with your { $figure } (free)
do-invade = Invade { $to } with your { $figure } ({ $cost } Rage)
do-recall = Bring your { $figure } from Valhalla to { $to } (1 Rage)
do-march = March from { $from } to { $to } (1 Rage)
do-upgrade = Play { $card } ({ $cost } Rage)
do-upgrade-replacing = { $play }, replacing { $old }
do-upgrade-empty-slot = { $play } into an empty slot
do-quest = Commit to { $card }
do-pillage = Pillage { $province } ({ $reward })
do-challenge = Pillage { $province } again (Tyr's Challenge, 2 Rage)
do-sacrifice = Frigga's Sacrifice: destroy 2 figures to raise a stat
do-pass = Pass (lose your remaining Rage)
do-move = Move { A($figure) }
do-join = Join with { A($figure) } from { $from }
do-play = Play { $card }
do-count-quest = Count the quest as a battle card
do-take-back = Take back { $card } (1 Rage)
do-spare = Keep your { $figure } in { $at }
do-destroy = Sacrifice your { $figure } in { $at }
do-protect = Pay 1 Rage to save it (Frigga's Protection)
do-retreat = Retreat the Völur Witch to Yggdrasil
do-raise = Raise { $stat }
do-move-leader = Move your Leader to { $to }
do-move-giant = Move your Mountain Giant to { $to }
do-accept-succor = Add a free Warrior to { $province } (Frigga's Succor)
do-accept-thors-domain = Pillage { $province } now (Thor's Domain, 2 Rage)
do-accept-blessing = Invade { $province } with a free Warrior (Loki's Blessing)
do-yes = Yes
do-no = No
do-done-march = Finish the march
do-done-call = Don't join
do-done-keep = Keep nothing
do-done-save = Let it die
do-done-raise = No raise
do-done-prowess = Discard the rest
do-done-lord = Stay
do-done-late = Add nothing
do-done-count = Don't count it

kind-invade = Invade
kind-march = March
kind-upgrade = Upgrade
kind-quest = Quest
kind-pillage = Pillage
kind-challenge = Tyr's Challenge
kind-recall = Frigga's Domain
kind-sacrifice = Sacrifice
kind-pass = Pass
kind-join = Join
kind-keep = Keep
kind-draft = Draft
kind-play = Play
kind-raise = Raise
kind-move-leader = Move Leader
kind-move = Move
kind-more = More
group-from = From { $from }

## What each decision asks

ask-nothing = Nothing to decide for you right now.
ask-game-over = The game is over.
ask-draft = **Gods' Gifts**, pick { $round } of { $rounds }: keep { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from your packet.
ask-action = **Your turn** (Age { $age }, { $rage } Rage left): choose an action.
ask-free-invade = You may invade with your { $figure } for free.
ask-march = Marching from { $from } to { $to } ({ $moved } moved so far): move another figure or finish.
ask-call = **Call to Battle** for { $province }: move one figure in, or don't.
ask-battle-card = **Battle in { $province }:** choose a card to play face down.
ask-count-quest = You revealed { $card }: count it as a +{ $bonus } battle card?
ask-late-card = Battle in { $province }, all cards revealed: add a late battle card now?
ask-spare = Odin's Tide in { $province }: choose the one figure you keep.
ask-save = Your { $figure } in { $at } would be destroyed.
ask-prowess = You won: take played cards back for 1 Rage each ({ $rage } Rage)?
ask-raise = Choose a clan stat to raise one step.
ask-succor = Frigga's Succor: add a Warrior to { $province }?
ask-thors-domain = Thor's Domain: pillage { $province } right away for 2 Rage?
ask-blessing = Loki's Blessing: invade { $province } with a free Warrior?
ask-lord = Lord of Hammers: move your Leader out of { $from }?
ask-sacrifice = Frigga's Sacrifice: choose figure { $number } of 2.
ask-keep = **Discard phase:** keep at most one card for the next Age.

## Refusals

doing-draft = draft a card
doing-invade = invade
doing-march = march
doing-upgrade = play an upgrade
doing-quest = commit to a quest
doing-pillage = pillage
doing-challenge = use Tyr's Challenge
doing-sacrifice = use Frigga's Sacrifice
doing-recall = bring a figure back from Valhalla
doing-pass = pass
doing-move = move a figure
doing-join = join a battle
doing-play = play a battle card
doing-count-quest = count a quest as a battle card
doing-keep = keep a card
doing-spare = choose a figure to spare
doing-destroy = sacrifice a figure
doing-protect = protect a figure
doing-retreat = retreat the Völur Witch
doing-raise = raise a stat
doing-move-leader = move your Leader
doing-accept = accept an offer
doing-done = decline or finish
wanted-quest = a quest card
wanted-upgrade = an upgrade card
wanted-late = Heimdall's Eye or Heimdall's Gaze (only they may be added late)
refuse-game-over = The game is over: `/log` and `/game status` show how it ended.
refuse-no-such-seat = That seat is not at this table.
refuse-not-your-turn = It isn't your turn: the game is waiting for { $players } to { $what }.
refuse-wrong-decision = You can't { $doing } now: you must { $expected }.
refuse-unknown-card = That card is not in this game.
refuse-not-in-hand = { $card } is not in your hand.
refuse-not-in-pack = { $card } is not in the packet in front of you.
refuse-wrong-kind = { $card } is not { $wanted }.
refuse-no-rage = You have no Rage left: you can only pass.
refuse-not-enough-rage = That costs { $need } Rage and you have { $have }.
refuse-horns = Your Horns allow { $horns ->
    [one] { $horns } figure
   *[other] { $horns } figures
} on the board, and you have { $on_board } there already.
refuse-destroyed = { $province } was destroyed by Ragnarök: nothing can go there or be pillaged there.
refuse-full = { $province } is full: { $villages ->
    [one] its { $villages } village is taken.
   *[other] all { $villages } villages are taken.
}
refuse-not-in-reserve = Your { $figure } is not in your reserve.
refuse-not-in-valhalla = Your { $figure } is not in Valhalla.
refuse-not-there = You have no { $figure } in { $place }.
refuse-wrong-waters = Your { $figure } can't go to { $place }: ships and the Sea Serpent go only into fjords, other figures only into provinces.
refuse-ships-never-move = Your { $figure } can't move once it is on the board.
refuse-yggdrasil = Only the Dark Elf can invade Yggdrasil: march there instead.
refuse-fjord-closed = { $place } is closed: both of its provinces are destroyed.
refuse-same-province = A march must go to another province.
refuse-not-adjacent = { $from } does not border { $to }.
refuse-already-pillaged = { $province } has already been pillaged this Age.
refuse-not-pillaged-yet = { $province } has not been pillaged this Age yet: pillage it normally.
refuse-not-present = To pillage { $province } you need a figure there, or a ship in its fjord.
refuse-missing-upgrade = You need { $card } on your clan sheet for that.
refuse-no-such-slot = That card has { $count ->
        [one] { $count } slot
       *[other] { $count } slots
    } to go into: choose one from the suggestions.
refuse-stat-at-top = Your { $stat } is already on its last step.
refuse-not-offered = That choice is not offered now: { $options }.
not-offered-same-stat = Frigga's Grace must raise a different stat than the pillage did; choose { $stats }
not-offered-or = { " " }or{ " " }
not-offered-nothing-to-march = you have no figure in { $province } that can march (ships never move)
not-offered-first-slot = slot { $slot } is empty: play the card into the first empty slot, { $first }
not-offered-sacrifice = Frigga's Sacrifice needs at least 2 of your figures on the board
not-offered-twin-monster = you already have the { $monster }: its second copy may only replace it
not-offered-choices = you may { $choices }
not-offered-more = … { $count } more

## Hands, status, opening, cards

none = none
hand-cards = Hand: { $cards }
hand-packet = Draft packet: { $cards }
hand-quests = Committed quests: { $cards }
phase-gods-gifts = Gods' Gifts
phase-action = Action
phase-discard = Discard
phase-quest = Quest
phase-ragnarok = Ragnarök
phase-release-valhalla = Release Valhalla
phase-game-over = Game over
status-waiting-for = Waiting for { $players }: { $what }.
status-line = Age { $age }, { $phase } phase. { $waiting }
    Glory: { $scores }.
status-options = Options: { $options }.
option-kickstarter = the Kickstarter monsters (Mountain Giant, Fenrir, Wolfman, Mystic Troll)
option-first-game = first game (no draft in Age 1)
option-ks-dupes = the Kickstarter's second Dwarf Chieftain, Dark Elf and Soldier of Hel (5 players, as published sources describe them)
option-boar-clan = the Boar clan of the Kickstarter takes a seat
opening = ## The game begins!
    Turn order: { $order }. First player: { $first }.
    Ragnarök will destroy { $first_ragnarok }, then { $second_ragnarok }, then { $third_ragnarok }.
opening-destroyed = Already destroyed: { $provinces }.
delivery-title = Age { $age }, pick { $round }
card-kind-battle = battle
card-kind-upgrade = upgrade
card-kind-monster = monster
card-kind-quest = quest
card-suggestion = { $card } (Age { $age }), { $kind }
card-lookup = **{ $card }** — Age { $age }, { $copies }
    { $text }
card-about = **{ $card }**: { $text }
card-option-ks = with the kickstarter option
card-option-ks-dupes = with the kickstarter_copies option, at 5 players

## Narration (the game's thread)

cause-battle = battle
cause-pillage = pillage
cause-quest = quest
cause-ragnarok = Ragnarök
cause-end-game = end of game
warriors = { $count ->
    [one] { $count } Warrior
   *[other] { $count } Warriors
}
join-and = { $init } and { $last }
n-age = ## Age { $age }
n-action-phase = **Action phase.** Everyone's Rage is refilled.
n-phase = **{ $phase } phase.**
n-draft-began = **Gods' Gifts:** everyone is dealt 8 cards and keeps { $keep } over { $rounds ->
    [one] { $rounds } pick
   *[other] { $rounds } picks
} (cards arrive by DM, or use `/hand`).
n-packs-passed = Everyone has picked; the packets pass left (pick { $pick }).
n-draft-ended = The draft is over.
n-passes = { $player } passes.
n-invades-from-valhalla = { $player } invades { $to } with { A($figure) } from Valhalla (Frigga's Domain, { $cost } Rage).
n-invades-free = { $player } invades { $to } with { A($figure) } (free).
n-invades = { $player } invades { $to } with { A($figure) } ({ $cost } Rage).
n-marches = { $player } marches { $figures } from { $from } to { $to }.
n-joins = { $player } joins the battle in { $to } with { A($figure) } from { $from }.
n-leader-moved = { $player } moves its Leader from { $from } to { $to } (Lord of Hammers).
n-giant-moved = { $player } moves its Mountain Giant from { $from } to { $to } (Lord of Hammers).
n-upgrade = { $player } plays { $card } ({ $cost } Rage).
n-upgrade-replacing = { $player } plays { $card } ({ $cost } Rage), replacing { $old }.
n-monster-removed = { $player }'s { $figure } leaves the game.
n-quest-committed = { $player } commits to a quest, face down.
n-pillage = ⚔ { $player } pillages { $province }.
n-pillage-challenge = ⚔ { $player } pillages { $province } again with Tyr's Challenge ({ $cost } Rage).
n-pillage-thors-domain = ⚔ { $player } pillages { $province } at once with Thor's Domain ({ $cost } Rage).
n-uncontested = Nobody stands in the way.
n-pillaged = { $player } pillages { $province }: { $reward }.
n-not-pillaged = { $province } is not pillaged.
n-battle = **Battle in { $province }:** { $players }. Everyone chooses a card face down.
n-revealed = Revealed: { $cards }.
n-quest-counted = { $player } counts { $card } as a +{ $bonus } battle card.
n-texts-cancelled = { $player }'s Thor's Primacy cancels the text of { $cards }.
n-watch = Heimdall's Watch: every revealed card is discarded, { $player } gains { $glory } Glory, and everyone plays a new card.
n-late-card = { $player } adds { $card } after the reveal.
n-totals-winner = Totals: { $totals } — **{ $winner } wins**.
n-totals-tie = Totals: { $totals } — a tie: everyone loses.
n-cards-taken = { $player } takes { $from }'s cards with Loki's Poison: { $cards }.
n-prowess = { $player } pays { $rage } Rage to keep { $card } (Tyr's Prowess).
n-destroyed = { $player } loses { $figures } to Valhalla ({ $cause }).
n-protected = { $player } pays { $rage } Rage: Frigga's Protection saves its { $figure }.
n-witch-retreats = { $player }'s Völur Witch retreats to Yggdrasil.
n-stat-raised = { $player }'s { $stat } rises to step { $step } ({ $cause }).
n-glory-gained = { $player } gains { $amount } Glory ({ $cause }).
n-glory-taken = { $player } takes { $amount } Glory from { $from } ({ $cause }).
n-rage-gained = { $player } gains { $amount } Rage ({ $cause }).
n-rage-taken = { $player } takes { $amount } Rage from { $from } ({ $cause }).
n-rage-paid = { $player } pays { $amount } Rage ({ $cause }).
n-action-ends-rage = The Action phase ends: every clan has passed or spent its Rage.
n-action-ends-pillaged = The Action phase ends: every province has been pillaged.
n-discards = { $player } discards { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } unseen.
n-quests-revealed = { $player } reveals { $cards }.
n-quest-fulfilled = ✓ { $player } fulfils { $card }.
n-quest-failed = ✗ { $player } fails { $card }.
n-ragnarok = ☠ **Ragnarök destroys { $province }.**
n-ragnarok-fenrir = ☠ **Fenrir stands in { $province }: Ragnarök destroys it instead of the doomed province.**
n-doom = The Doom token moves to { $province }.
n-released = { $count ->
        [one] { $count } figure
       *[other] { $count } figures
    } of { $player } { $count ->
        [one] returns
       *[other] return
    } from Valhalla.
n-tokens-reset = The pillage tokens flip back.
n-first-player = { $player } takes the first-player token.
n-final-scores = ## The world ends.
    {""}**Final scores** (Glory won in play + end-of-game bonus of each clan stat):
n-final-line = { $rank }. { $player }: **{ $total }** = { $in_play } + { $bonuses }
n-winners = **{ $players } { $count ->
    [one] wins
   *[other] share the victory
}!**

## Undo

back-draft = a draft pick
back-play = a battle card
back-keep = a card kept
back-quest = a committed quest
back-invade = an Invade of { $to } with { A($figure) }
back-recall = bringing { A($figure) } back from Valhalla to { $to }
back-march = a March from { $from } to { $to }
back-move = moving { A($figure) }
back-upgrade = an Upgrade
back-pillage = a Pillage of { $province }
back-challenge = Tyr's Challenge in { $province }
back-sacrifice = Frigga's Sacrifice
back-pass = a Pass
back-join = joining the battle with { A($figure) } from { $from }
back-raise = raising { $stat }
back-move-leader = moving the Leader to { $to }
back-move-giant = moving the Mountain Giant to { $to }
back-spare = keeping the { $figure } in { $at }
back-destroy = sacrificing the { $figure } in { $at }
back-protect = Frigga's Protection
back-retreat = the Völur Witch's retreat
back-count-quest = counting the quest
back-answer = an answer
took-back = ↩️ { $player } took back { $what }.
closed-random = cards were shuffled or dealt since
closed-reveal = cards were revealed since
closed-card-shown = everyone has seen the card you played from your hand
closed-packets = the draft packets were passed on since
closed-battle = the battle has begun and the others are choosing their cards
closed-phase = a phase has ended since

## /hint reasons

why-draft-battle-first = a +{ $str } battle card, and you hold none yet
why-draft-battle = a +{ $str } battle card; you hold { $held } and the battles of this Age are still ahead
why-draft-upgrade = it fits your clan and you can pay for it this Age ({ $cost } Rage of your { $rage })
why-quest = worth { $glory } Glory, and about { $chance } % likely to be fulfilled as the board stands
why-keep-best = the card worth most to you in the next Age
why-pillage = about { $chance } % to win the battle in { $province }, counting what others can bring, for { $reward }
why-strengthen = it raises your chance of winning a pillage of { $province } to about { $chance } %
why-ragnarok = Ragnarök destroys { $province } this Age: { $glory } Glory for each of your figures there
why-quest-lead = it puts you ahead in { $province } for your { $glory }-Glory quest
why-presence = it builds up your strength in { $province } for the battles to come
why-upgrade-last = it works for the rest of this last Age and is worth its cost
why-upgrade = it works for the { $ages ->
    [one] { $ages } Age
   *[other] { $ages } Ages
} left and is worth its cost
why-pass-nothing = nothing else is worth doing now
why-pass = nothing else is worth your { $rage } Rage left
why-join = your strength can still change who wins ({ $mine } STR against { $other } so far)
why-stay-out = you cannot win this battle, or it is won without you
why-card-wins = it should win, and the winner discards its card: this is the cheapest that does
why-card-strongest = this battle may be lost, and losers take their cards back: play your strongest
why-no-card = no card you hold changes who wins
why-raise = { $stat } is worth most to you now
why-keep-strongest = you keep your strongest figures
why-count-quest = +{ $bonus } STR at no cost
why-free = it is free
why-send-god-winner = { $god } rewards the winner, and you are the strongest there
why-send-god-weaker = { $god } helps the weaker side, and another clan is the stronger there
why-best = it scores best by the computer clans' reckoning

## "Since your last turn"

digest-won = { $player } won the battle of { $province }
digest-nobody-won = nobody won the battle of { $province }
digest-more = and { $count } more
digest-glory = 🏆 Glory: { $changes }
digest-ragnarok = 🔥 Ragnarök destroyed { $provinces }
digest-age = 📜 Age { $age } began

## Typed actions and creation

typed-choose-card = Choose the card from the suggestions.
typed-choose-figure-place = Choose a figure and a place from the suggestions (for example `warrior` and `gimle`).
typed-choose-provinces = Choose the provinces from the suggestions.
typed-bad-figures = I could not read the figures: write them like `leader, 2 warriors, troll`.
typed-slots-full = Every slot of that kind is full: choose which card to replace with the `slot` option.
typed-choose-province = Choose the province from the suggestions.
typed-no-such-action = There is no /{ $action } in Blood Rage.
suggest-villages = { $place } ({ $taken } of { $villages ->
    [one] { $villages } village
   *[other] { $villages } villages
} taken)
suggest-challenge = { $province } again (Tyr's Challenge)
setup-players = Blood Rage is played by 2 to 5 players, not { $players }.

## The board and card images

mark-leader = L
mark-ship = S
board-legend = Marks: plain = Warrior · L Leader · S Ship · Tr Troll · Dw Dwarf Chieftain · Se Sea Serpent · Va Valkyrie · El Dark Elf · Fi Fire Giant · Fr Frost Giant · He Soldier of Hel · Vö Völur Witch
board-legend-ks = Marks: plain = Warrior · L Leader · S Ship · Tr Troll · Dw Dwarf Chieftain · Se Sea Serpent · Va Valkyrie · El Dark Elf · Fi Fire Giant · Fr Frost Giant · He Soldier of Hel · Vö Völur Witch · Mo Mountain Giant · Fe Fenrir · Wo Wolfman · My Mystic Troll
board-destroyed = DESTROYED
# What the board writes in a place, where a narrow screen has no room for it on the map.
board-place-words = { $place }: { $words }
board-stage = Age { $age } · { $phase } phase
board-winner = { $count ->
    [one] Winner
   *[other] Winners
}: { $players }
board-waiting = Waiting for { $players }: { $what }
board-first-doom = First: { $first } · Doom: { $province }
board-first = First: { $first }
versus = { " " }vs{ " " }
board-battle = Battle in { $province }: { $players }
board-revealed = Cards revealed: { $cards }
board-pillaged = pillaged
board-token-rage = +1 Rage
board-token-axes = +1 Axes
board-token-horns = +1 Horns
board-token-glory = 5 Glory
board-token-all = +1 all stats
board-flag-first = first
board-flag-passed = passed
board-flag-awaited = awaited
board-stats = Glory { $glory }   Rage { $rage }/{ $rage_stat }   Axes { $axes }   Horns { $horns }
board-counts = Board { $on_board }/{ $horns } · Reserve { $reserve } · Valhalla { $valhalla } · Hand { $hand } · Quests { $quests }
board-no-upgrades = No upgrades
board-valhalla = Valhalla:
board-empty = empty
sheet-packet = Draft packet
sheet-hand = Hand
sheet-face-down = Battle card played face down
sheet-kept = Kept for the next Age
sheet-quests = Committed quests
sheet-card = Card
face-battle = Battle
face-upgrade = Upgrade
face-monster = Monster
face-quest = Quest
face-str = STR
face-glory = Glory
face-late = late
slot-warrior = Warrior
slot-leader = Leader
slot-ship = Ship
slot-monster = Monster
slot-clan = Clan

## Fjords (the board prints no names: these are ours, D-01)

fjord-north = North fjord
fjord-east = East fjord
fjord-south-west = South-west fjord
fjord-west = West fjord

## Gods of Asgard (Blood Rage's option gods_of_asgard)
option-gods = Gods of Asgard (as published sources describe them)
status-gods = Gods: { $gods }.
god-in = **{ $god }** in { $province }
god-titled = **{ $god }** { $title }
god-odin-title = the All-Father
god-thor-title = the Victorious
god-tyr-title = the Lord of Battle
god-heimdall-title = the Watcher Guardian
god-frigga-title = the Mother Protector
god-loki-title = the Trickster
god-odin-rule = A successful pillage of his province gives its reward once more (three times with the Frost Giant).
god-thor-rule = The winner of a battle in his province gains 2 Glory for every figure of other clans destroyed in it.
god-tyr-rule = In a battle in his province every figure has STR 0: only the cards count.
god-heimdall-rule = In a battle in his province the cards are played face up one at a time, from the pillager's left, the pillager last.
god-frigga-rule = In a battle in her province no figure is destroyed, for any reason.
god-loki-rule = After a battle in his province the winner gains no Axes Glory: each loser gains its own Axes value instead.
card-god = { $god } — a god of Asgard (with the gods_of_asgard option: two of the six walk the provinces, moved by whoever pillages theirs)
    { $text }
card-suggestion-god = { $god }, god of Asgard
setup-gods-pick = Name two different gods of Asgard for gods_of_asgard_pick, such as "Thor, Loki" (Odin, Thor, Tyr, Heimdall, Frigga, Loki).
cause-god = { $god }
decision-move-god = move the god out of the pillaged province
decision-open-card = play a battle card face up
do-move-god = Send { $god } to { $to }
kind-move-god = Move the god
doing-move-god = move the god
ask-move-god = You pillaged { $from }: send **{ $god }** to another province (not pillaged this Age, without a god).
ask-open-card = Heimdall watches { $province }: play a battle card face up; those after you see it before they choose.
back-move-god = sending the god to { $to }
n-gods-chosen = The gods of Asgard in this game: { $gods }.
n-gods-placed = The gods take their places: { $places }.
n-god-moved = { $player } sends **{ $god }** from { $from } to { $to }.
n-god-stayed = **{ $god }** stays in { $province }: no province can take the god.
n-deaths-prevented = **{ $god }** protects { $province }: nobody is destroyed ({ $cause }).
n-open-card = { $player } plays { $card } face up (Heimdall).

## Mystics of Midgard (Blood Rage's option mystics_of_midgard; not Reprisal's Mystics)
option-mystics = Mystics of Midgard (as published sources describe them)
card-option-mystics = with the mystics_of_midgard option
figure-mystic = Mystic
mystics = { $count ->
    [one] { $count } Mystic
   *[other] { $count } Mystics
}
mark-mystic = M
board-legend-mystics = { " " }· M Mystic
do-escape = Move your Mystic to { $to } instead (Frigga's Chosen)
do-strike = Invade { $to } with your Mystic, destroying the { $clan }'s { $victim } (Odin's Chosen, free)
kind-strike = Odin's Chosen
kind-escape = Escape
ask-save-escape = Frigga's Chosen lets it move to an adjacent province instead.
back-escape = the Mystic's escape to { $to }
back-strike = the Mystic's attack on { $player }'s { $victim } in { $to }
n-mystic-joined = A Mystic joins { $player }'s reserve ({ $card }).
n-mystic-escaped = { $player }'s Mystic escapes from { $from } to { $to } (Frigga's Chosen).
n-mystic-struck = { $player }'s Mystic invades { $province }, striking at { $enemy }'s { $victim } (Odin's Chosen).
n-mystic-held-back = The village in { $province } is not freed: { $player }'s Mystic stays in the reserve.
