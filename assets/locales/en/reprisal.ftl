# Blood Rage – Reprisal: decisions, prompts, narration, refusals, status, board and cards.
# Keys start with rp- (one namespace is shared with Blood Rage's and Valhalla's words).

## Pieces

rp-kind-warrior = Warrior
rp-kind-leader = Leader
rp-kind-drakkar = Drakkar
rp-kind-mystic = Mystic
rp-figure-of = { $clan }'s { $figure }
rp-someone = a clan
rp-token-fist = +1 Fist
rp-token-axe = +1 Axe
rp-token-helmet = +1 Helmet
rp-token-glory = 5 Glory
rp-token-blank = nothing
rp-glory = { $count } Glory
rp-gift-blessing = Blessing
rp-gift-navigation = Navigation
rp-gift-rent-monster = Rent a Monster
rp-gift-spirit = Spirit
rp-gift-spy = Spy
rp-gift-strategist = Strategist
rp-gift-does-blessing = 3 Glory at once
rp-gift-does-navigation = after a March, move your ships to any fjords
rp-gift-does-rent-monster = a monster from the pool until the Reset
rp-gift-does-spirit = Mystics worth 1½ and free to invade pillaged provinces
rp-gift-does-spy = name the winner of a battle without one
rp-gift-does-strategist = March then Pillage in one turn
rp-quest-alfheim = most figures in Alfheim
rp-quest-jotunheim = most figures in Jotunheim
rp-quest-manheim = most figures in Manheim
rp-quest-yggdrasil = most figures in Yggdrasil
rp-quest-most-valhalla = most figures in Valhalla
rp-quest-fewest-valhalla = fewest figures in Valhalla
rp-card = card { $card } (power { $power }{ $effect })
rp-card-effect-leader-one = , 1 with your own Leader there
rp-card-effect-reinforce = , then add a figure from your reserve
rp-card-effect-save-one = , if you lose one figure survives
rp-card-effect-lose-one = , if you win you lose a figure
rp-face-leader-one = 1 with your own Leader there
rp-face-reinforce = After the fight: add a figure from your reserve
rp-face-save-one = If you lose: one of your figures survives
rp-face-lose-one = If you win: you lose one of your figures

## What each decision asks (by its stored kind)

rp-decision-prayer = pray to the gods (a secret number)
rp-decision-rent-monster = choose a monster to rent
rp-decision-place-god = place a god
rp-decision-action = take an action or pass
rp-decision-march = move more figures or finish the March
rp-decision-sail = sail their ships (Navigation) or finish
rp-decision-invade = place more figures or finish the Invade
rp-decision-call-to-battle = answer the Call to Battle
rp-decision-odin = choose the one figure they engage (Odin)
rp-decision-heimdall = keep or call off the pillage (Heimdall)
rp-decision-battle-card = choose a battle card
rp-decision-spy = name a winner (Spy) or not
rp-decision-save-figure = choose the figure that survives (card 4)
rp-decision-lose-figure = choose the figure they lose (card 7)
rp-decision-troll = sacrifice a figure to kill the Troll, or not
rp-decision-elf = let the Elf flee to Yggdrasil, or not
rp-decision-hel-soldier = bring a figure back (Hel Soldier), or not
rp-decision-frigga = return a figure from Valhalla (Frigga), or not
rp-decision-reinforce = add a figure from the reserve (card 3), or not
rp-decision-move-god = move a god on
rp-decision-battle = go on with the battle
rp-decision-quest-monster = choose a monster (quest reward)
rp-decision-over = nothing: the game is over
rp-decision-other = decide

## Refusals

rp-refuse-over = The game is over: `/log` and `/game status` show how it ended.
rp-refuse-not-yours = It isn't your decision: the game is waiting for { $who } to { $decision }.
rp-refuse-illegal = That is not allowed now: you must { $decision }. `/act` shows your choices.

## Phases and status

rp-phase-prayers = Prayers
rp-phase-quest = Quest
rp-phase-over = Game over
rp-phase-action = Action
rp-score = { $player } { $points } VP ({ $glory } Glory)
rp-status-over = The game is over.
rp-status-waiting = Waiting for { $who }: { $decision }.
rp-status-quest = { " " }Quest: { $quest }.
rp-status = Age { $age }, { $phase } phase.{ $quest } { $waiting }
    Victory points: { $scores }.

## A clan's hand (private)

rp-hand-cards = Battle cards in hand: { $cards }.
rp-hand-none = none
rp-hand-discards = Discarded (back in your hand when none are left): { $cards }.
rp-hand-no-cards = This game has no battle cards: battles are fought with dice.
rp-hand-gift = Your gift this Age: { $gift } ({ $does }).
rp-hand-counters = Axes { $axes }, Fists { $fists }, Helmets { $helmets }: you invade with up to { $invade ->
    [one] { $invade } figure
   *[other] { $invade } figures
} and may have { $cap } on the board ({ $now } there now).

## The battle under way

rp-battle-line = { $step } in { $province }: { $clans }
rp-battle-line-alone = { $step } in { $province } (pillaged by { $pillager })
rp-step-call = Call to Battle
rp-step-battle = Battle
rp-versus = { " " }vs{ " " }

## Prompts

rp-nothing-to-decide = Nothing to decide for you right now.
rp-ask-over = The game is over.
rp-ask-pray = **Prayers for the Gods** (Age { $age }, round { $round }): choose a number in secret. A number nobody else chose grants its gift.
rp-ask-rent = **Rent a Monster:** choose a monster from the pool until the Reset.
rp-ask-place-god = **The Gods:** place a god in a province.
rp-ask-turn = **Your turn** (Age { $age }): choose an action (Invade up to { $invade ->
    [one] { $invade } figure
   *[other] { $invade } figures
}; { $now } of { $cap } on the board).
rp-ask-march = Marching from { $from } to { $to }: move another figure, or finish the March.
rp-ask-sail = **Navigation:** sail your ships to other fjords, or finish.
rp-ask-invade = Invading ({ $placed } placed): place another figure in another province, or finish.
rp-ask-quest-monster = **Quest reward:** choose a monster from the pool.
rp-ask-call = **Call to Battle** for { $at }: move one figure in from next door, or stay out.
rp-ask-odin = **Odin** in { $at }: choose the one figure you engage.
rp-ask-heimdall = **Heimdall** in { $at }: you have rolled; call the pillage off, or go on.
rp-ask-cards = **Battle in { $at }:** choose a battle card to play.
rp-ask-pillager-card = **Battle in { $at }** (Heimdall): the others' cards are revealed; choose yours.
rp-ask-spy = **Spy:** the battle in { $at } has no winner; name one?
rp-ask-save = **Card 4:** choose the figure that survives.
rp-ask-lose = **Card 7:** you won; choose the figure you lose.
rp-ask-troll = **Troll:** sacrifice one of your figures to kill it, or let it live.
rp-ask-elf = **Elf:** flee to Yggdrasil instead of dying?
rp-ask-hel = **Hel Soldier:** bring a figure back from Valhalla under your command?
rp-ask-frigga = **Frigga:** return one of your figures from Valhalla to your reserve?
rp-ask-reinforce = **Card 3:** add a figure from your reserve to { $at }?
rp-ask-gods = **The Gods:** the pillage of { $at } succeeded; move your god on.
rp-ask-other = Decide.

## Choices (buttons and menu options)

rp-do-pray-gift = Pray { $number }: { $gift } ({ $does })
rp-do-pray = Pray { $number }
rp-do-rent = Rent the { $monster } (strength { $strength })
rp-do-take-monster = Take the { $monster } (strength { $strength })
rp-do-place-god = Place { $god } in { $province }
rp-do-move-god = Move { $god } to { $province }
rp-do-remove-god = Take { $god } off the board
rp-do-pillage = Pillage { $province } ({ $reward })
rp-do-march = March from { $from } to { $to }, starting with { A($figure) }
rp-do-move = Move { A($figure) } too
rp-do-sail = Sail your { $figure } to { $fjord }
rp-do-invade = Invade { $to } with { A($figure) }
rp-do-reinforce = Add { A($figure) } to { $to } (card 3)
rp-do-stay-out = Stay out
rp-do-pass = Pass (take no more turns this Age)
rp-do-end-turn = End your turn
rp-do-finish-march = Finish the March
rp-do-finish-invade = Finish the Invade
rp-do-keep-ships = Leave the ships where they are
rp-do-keep-pillage = Keep the pillage going
rp-do-name-nobody = Name nobody
rp-do-spare-troll = Sacrifice nothing (the Troll survives)
rp-do-elf-stays = The Elf stays and dies
rp-do-bring-nobody = Bring nobody back
rp-do-add-nothing = Add nothing
rp-do-no = No
rp-do-call = Answer with { A($figure) } from { $from }
rp-the-board = the board
rp-do-engage = Engage your { $figure }
rp-do-play = Play { $card }
rp-do-call-off = Call the pillage off (Heimdall)
rp-do-name-winner = Name { $clan } the winner
rp-do-save = Save your { $figure }
rp-do-lose = Lose your { $figure }
rp-do-sacrifice = Sacrifice your { $figure } to kill the Troll
rp-do-bring-back = Bring back the { $figure }
rp-do-return = Return your { $figure } to your reserve
rp-do-choose = Choose the { $figure }
rp-do-flee = Flee to Yggdrasil

## Kinds and groups of choices (menus)

rp-group-pillage = Pillage
rp-group-march = March
rp-group-invade = Invade
rp-group-pass = Pass
rp-group-pray = Pray
rp-group-monster = Monster
rp-group-god = God
rp-group-move = Move
rp-group-sail = Sail
rp-group-answer = Answer
rp-group-engage = Engage
rp-group-play = Play
rp-group-name = Name
rp-group-choose = Choose
rp-group-reinforce = Reinforce
rp-group-more = More
rp-group-from = From { $province }

## /hint

rp-hint = **{ $choice }**: { $reason }.
rp-why-only = it is your only choice
rp-why-pillage = about { $chance } % to win the fight in { $province }, counting what others can call in
rp-why-build = it puts strength where a reward is still to take
rp-why-gather = it gathers your figures for a pillage
rp-why-join = your figure can turn this fight
rp-why-stay-out = this fight cannot be won: keep your figures
rp-why-strong-card = the fight can be won: play strong
rp-why-save-cards = the fight is lost anyway: keep your strong cards
rp-why-strongest = the strongest choice
rp-why-gift = the gift most useful to you this Age
rp-why-stop = nothing more is worth doing now
rp-why-best = the best choice as the board stands

## /undo

rp-taken-back = ↩️ { $player } took back { $what }.
rp-back-prayer = a prayer
rp-back-card = a battle card
rp-back-odin = Odin's pick
rp-back-pillage = a Pillage of { $province }
rp-back-march = a March from { $from } to { $to }
rp-back-move = a figure marched
rp-back-invade = an Invade of { $to }
rp-back-sail = a ship sailed to { $fjord }
rp-back-god = placing { $god }
rp-back-monster = taking the { $monster }
rp-back-call = an answer to the Call to Battle
rp-back-pass = a Pass
rp-back-answer = an answer
rp-closed-random = dice were rolled or something was drawn since
rp-closed-reveal = secret picks were revealed since
rp-closed-phase = a phase has ended since

## Narration (the game thread)

rp-no-dice = no dice
rp-why-battle = for the victory
rp-why-token = from the Glory token
rp-why-yggdrasil = for pillaging Yggdrasil
rp-why-quest = for the quest
rp-why-ragnarok = for the figures Ragnarök killed
rp-why-mystics = for their Mystics on the board
rp-why-blessing = from the Blessing
rp-why-valkyrie = for the Valkyrie
rp-why-thor = from Thor
rp-n-tokens = 🎲 Pillage tokens: { $tokens }.
rp-n-first = 🎲 First player: { $player }.
rp-n-age = ## Age { $age }
rp-n-doom = 🎲 Doom falls on **{ $province }**.
rp-n-quest = 🎲 The quest die shows { $face }: **{ $quest }**.
rp-n-prayed = 🙏 { $player } has prayed.
rp-n-prayers = 🙏 Prayers revealed (round { $round }): { $picks }.
rp-n-gift = ✨ { $player } receives **{ $gift }** ({ $does }).
rp-n-monster = 🐉 { $player } takes the **{ $monster }**.
rp-n-monster-rented = 🐉 { $player } takes the **{ $monster }** (rented until the Reset).
rp-n-monster-random = 🐉 { $player } takes the **{ $monster }** (drawn at random).
rp-n-order = 🎲 Order drawn: { $clans }.
rp-n-god-placed = ⚡ { $player } places **{ $god }** in { $province }.
rp-n-god-moved = ⚡ { $player } moves **{ $god }** to { $province }.
rp-n-god-removed = ⚡ { $player } takes **{ $god }** off the board.
rp-n-stopped = 💤 { $player } is done for this Age.
rp-n-marched = 🚶 { $player } marches { A($figure) } from { $from } to { $to }.
rp-n-sailed = ⛵ { $player } sails { A($figure) } to { $to }.
rp-n-invaded = ⚔️ { $player } invades with { A($figure) } into { $to }.
rp-n-reinforced = 🃏 { $player } reinforces with { A($figure) } into { $to }.
rp-n-pillage = 🔥 { $player } pillages **{ $province }** ({ $reward }). Call to Battle!
rp-n-called = 📯 { $player } answers with { A($figure) } from { $from }.
rp-n-stays-out = { $player } stays out.
rp-n-participants = ⚔️ The battle: { $clans }.
rp-n-engage-chosen = { $player } has chosen a figure (Odin).
rp-n-engaged = 👁️ Odin: each engages one figure: { $picks }.
rp-n-rolled = 🎲 { $clan } rolls { $faces } — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
rp-n-called-off = 🛑 { $player } calls the pillage off (Heimdall).
rp-n-card-chosen = 🂠 { $player } has chosen a battle card.
rp-n-cards = 🃏 Cards revealed: { $cards }.
rp-n-totals = ⚖️ Totals: { $totals } — { $result }.
rp-result-nothing = nobody scores: nothing happens
rp-result-all-die = a tie at the top: every engaged figure dies
rp-result-winner = **{ $clan }** wins
rp-n-spy = 🕵️ With the Spy, { $player } names **{ $clan }** the winner.
rp-n-saved = 🛡️ { $clan }'s { $figure } survives (card 4).
rp-n-lost = { $clan } loses { A($figure) } (card 7).
rp-n-sacrificed = { $clan } sacrifices { A($figure) } to kill the Troll.
rp-n-troll-survived = 🧌 The Troll survives its defeat.
rp-n-dwarf-survives = 🎲 The Dwarf rolls { $face }: it survives.
rp-n-dwarf-falls = 🎲 The Dwarf rolls { $face }: it falls.
rp-n-elf-fled = 🧝 The Elf flees to Yggdrasil.
rp-n-died = 💀 To Valhalla: { $figures }.
rp-n-revived = 👻 The Hel Soldier brings { $figure } back into { $province } for { $player }.
rp-n-reward = 🏆 { $player } takes { $token } from { $province }.
rp-n-reward-plain = 🏆 { $player } pillages { $province }.
rp-n-pillage-failed = The pillage of { $province } fails: the reward stays.
rp-n-glory = ⭐ { $clan } gains { $amount } Glory { $why }.
rp-n-recalled = { $player } returns { A($figure) } from Valhalla to their reserve (Frigga).
rp-n-cards-back = { $clan } takes their battle cards back.
rp-n-action-ended = The Action phase ends ({ $pillaged ->
        [one] { $pillaged } province
       *[other] { $pillaged } provinces
    } pillaged).
rp-n-quest-counted = 📜 The quest: { $counts }.
rp-n-quest-first = { " " }First: { $clans }.
rp-n-quest-second = { " " }Second: { $clans }.
rp-n-ragnarok = 🌋 Ragnarök strikes { $province }: { $count ->
        [one] { $count } figure
       *[other] { $count } figures
    } to Valhalla.
rp-n-scored-one = { $clan } { $glory } Glory → +{ $points } VP
rp-n-scored = 🏅 Scoring: { $scores }.
rp-n-reset = The Reset: Glory back to 0, Valhalla emptied, tokens back.
rp-n-rank = { $rank }. { $player }: **{ $points } VP**
rp-tie-broken = ahead of { $clans } on { $points } VP: later in Age 1's turn order
rp-n-game-over = ## 🏁 Game over

## The opening message

rp-opt-prayers-blessing = Prayers for the Gods with the Blessing
rp-opt-prayers = Prayers for the Gods
rp-opt-gods = the Gods
rp-opt-mystics = Mystics
rp-opt-leader = the Leader's exploding dice
rp-opt-cards = Battle Cards
rp-opt-none = no options
rp-opening = ## Blood Rage – Reprisal begins!
    Turn order: { $order }. First player: { $first }.
    Options: { $options }.

## Typed actions

rp-typed-invade-help = Choose a figure and a place from the suggestions (for example `warrior` and `gimle`).
rp-typed-cannot-invade = You cannot invade { $to } with { A($figure) } now: `/act` shows what you may do.
rp-typed-provinces = Choose the provinces from the suggestions.
rp-typed-figures = I could not read the figures: write them like `leader, 2 warriors, troll`.
rp-typed-province = Choose the province from the suggestions.
rp-typed-no-such = There is no /{ $action } in Blood Rage – Reprisal.
rp-typed-cannot-march = You cannot march from { $from } to { $to } now: `/act` shows what you may do.
rp-typed-cannot-march-kind = You cannot march { A($figure) } from { $from } to { $to } now.
rp-typed-march-impossible = That March is not possible. { $error }

## Setting up

rp-setup-players = Blood Rage – Reprisal is played by 3 to 5 players, not { $players }.
rp-setup-prayers-needed = The Blessing and the Gods are parts of Prayers for the Gods: leave `prayers` on to use them.

## The board and the battle-card sheet

rp-mark-leader = L
rp-mark-drakkar = S
rp-board-legend = Marks: plain = Warrior · L Leader · S Drakkar · My Mystic · Dw Dwarf · El Elf · Fi Fire Giant · Fr Frost Giant · Se Sea Serpent · He Hel Soldier · Tr Troll · Va Valkyrie · Wi Witch
rp-board-over = Game over
rp-board-stage = Age { $age } · { $phase } phase
rp-board-winner = Winner: { $winners }
rp-board-and = { " " }and{ " " }
rp-board-waiting = Waiting for { $who }: { $decision }
rp-board-first-doom = First: { $clan } · Doom: { $province }
rp-board-first = First: { $clan }
rp-board-quest = Quest: { $quest }
rp-board-pillaged = pillaged
rp-board-flag-first = first
rp-board-flag-done = done
rp-board-flag-awaited = awaited
rp-board-stats = VP { $points }   Glory { $glory }   Axes { $axes }   Fists { $fists }   Helmets { $helmets }
rp-board-counts = Board { $on }/{ $cap } · Reserve { $reserve } · Valhalla { $valhalla }
rp-board-cards = { " " }· Cards { $cards }
rp-board-gift = Gift: { $gift }
rp-board-monsters = Monsters: { $monsters }
rp-board-valhalla = Valhalla:
rp-board-empty = empty
rp-board-pool-empty = Monster pool: empty
rp-board-pool = Monster pool: { $monsters }
rp-sheet-hand = In hand
rp-sheet-discards = Discarded (face down; back in hand when none are left)
rp-sheet-none = none
