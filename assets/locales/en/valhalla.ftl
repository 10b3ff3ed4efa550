# Blood Rage: Valhalla: decisions, prompts, narration, refusals, status, palace and cards.
# Keys start with vh- (one namespace is shared with Blood Rage's and Reprisal's words). The content
# pack's own words (chamber names, card texts, its notice) come from the pack, or from its
# translation beside it (assets/valhalla/*.fr.toml).

## Pieces

vh-clan = Clan
vh-kind-warrior = Warrior
vh-kind-elite = Elite
vh-figure-of = { $clan } { $figure }
vh-loc-aside = beside the board
vh-loc-reserve = the reserve
vh-loc-kill-pile = the { $clan } kill pile
vh-loc-sauna = the Sauna
vh-reward-raise = raise { $stat }
vh-reward-raise-any = raise a stat of your choice
vh-reward-glory = { $count } Glory
vh-reward-destroy = destroy an enemy figure anywhere
vh-reward-glory-axes = Glory equal to your Axes
vh-reward-steal = take { $count } Glory from a clan
vh-reward-free-summon = a free figure into a common chamber
vh-reward-look-top = { $count ->
    [one] look at the top { $count } card, keep it
   *[other] look at the top { $count } cards, keep one
}
vh-and = { " " }and{ " " }

## Phases

vh-phase-god-arrives = God Arrives
vh-phase-draft = Draft God's Gifts
vh-phase-action = Action
vh-phase-quest = Quest
vh-phase-prove-valor = Prove Valor
vh-phase-release = Release Warriors
vh-phase-end-of-age = End of Age
vh-phase-over = game over

## What each decision asks (by its stored kind)

vh-decision-draft = keep a card of the draft packet
vh-decision-keep-cards = keep up to three cards for the next Age
vh-decision-battle-card = choose a battle card
vh-decision-action = take an action or pass
vh-decision-march = move more figures of the March, or finish it
vh-decision-call-to-battle = answer the Call to Battle or stay out
vh-decision-late-card = add a late card or pass
vh-decision-raise-stat = choose a stat to raise
vh-decision-choose-figure = choose a figure
vh-decision-move-figure = move a figure or decline
vh-decision-protection = decide whether Frigga's Protection saves a figure
vh-decision-witch-retreat = decide whether the Völur Witch retreats to Odin's Throne
vh-decision-succor = decide whether Frigga's Succor adds a Warrior
vh-decision-thors-domain = decide whether Thor's Domain contests at once
vh-decision-lokis-blessing = decide whether Loki's Blessing adds a Warrior
vh-decision-prowess = buy back played cards with Tyr's Prowess, or finish
vh-decision-steal-glory = choose a clan to take Glory from
vh-decision-free-summon = place a free figure, or decline
vh-decision-look-top = keep one of the cards looked at
vh-decision-over = nothing: the game is over
vh-decision-other = decide

## Refusals

vh-refuse-over = The game is over: `/log` and `/game status` show how it ended.
vh-refuse-not-yours = It isn't your decision: the game is waiting for { $who } to { $decision }.
vh-refuse-illegal = That is not allowed now: you must { $decision }. `/act` shows your choices.

## Status

vh-score = { $player } { $glory } Glory (Rage { $rage }, Axes { $axes }, Horns { $horns })
vh-status-over = The game is over.
vh-status-waiting = Waiting for { $who }: { $decision }.
vh-god-in = { $god } in { $chamber }
vh-gods-none = none yet
vh-status = Age { $age }, { $phase } phase. Gods: { $gods }. { $waiting }
    { $scores }.
    {"*"}{ $notice }*

## Cards in words

vh-card-battle-x = battle +X
vh-card-battle = battle +{ $value }
vh-card-elite = Elite upgrade, { $cost } Rage
vh-card-clan = Clan upgrade, { $cost } Rage
vh-card-quest = quest
vh-card-monster = Monster, STR { $str }, { $cost } Rage, { $base } base
vh-base-large = large
vh-base-small = small
vh-card-line = **{ $name }** ({ $what }): { $text }

## A seat's hand (private)

vh-hand-none = none
vh-hand = Your hand:
    { $cards }
vh-hand-aside = Kept from the last Age (back in your hand after the draft):
    { $cards }
vh-hand-kept = Kept in this draft so far:
    { $cards }
vh-slot-quest = { $card } (committed quest)
vh-slots-empty = empty
vh-hand-slots = Slots ({ $used } of { $slots }): { $cards }.
vh-hand-discards = Discard pile: { $cards }.
vh-hand-sheet = Rage { $rage } of { $stat }, Axes { $axes }, Horns { $horns }; { $glory } Glory.
    {"*"}{ $notice }*

## Offers and questions

vh-offer-protect = Frigga's Protection: pay 1 Rage to keep your { $figure } in { $place }?
vh-offer-retreat = The Völur Witch would be destroyed: retreat to Odin's Throne instead?
vh-offer-succor = Frigga's Succor: put a Warrior from your reserve into { $chamber } for free?
vh-offer-thors-domain = Thor's Domain: pay 2 Rage to contest { $chamber } now?
vh-offer-blessing = Loki's Blessing: put a Warrior from your reserve into { $chamber } for free?
vh-nothing-to-decide = Nothing to decide for you right now.
vh-pass-right = right
vh-pass-left = left
vh-ask-draft = **Draft** (Age { $age }), pick { $pick } of { $keep }: keep one card of this packet; the rest pass { $direction }.
vh-ask-keep = **End of Age**: keep up to three cards of your hand and discard pile for the next Age; the rest leave the game.
vh-ask-play = **Battle in { $at }**: choose a card to play face down (a battle card adds its STR; others add nothing). Winners discard their cards; losers take them back.
vh-ask-turn = **Your turn** (Age { $age }, { $rage } Rage left): choose an action.
vh-ask-march = **March** from { $from }: move another figure to an adjacent chamber, or finish.
vh-ask-call = **Call to Battle** in { $at }: move one figure from an adjacent chamber into it, or stay out.
vh-ask-late = **Late card**: add Heimdall's Eye or Gaze now, or pass.
vh-ask-raise-optional = **Quest fulfilled**: raise a stat one step (then you gain your Horns in Glory), or raise none.
vh-ask-raise = **Raise a stat** one step.
vh-ask-odins-tide = **Odin's Tide**: choose the one figure you keep in the chamber.
vh-ask-choose = **Choose a figure**.
vh-ask-move = **Move a figure** to an adjacent chamber, or decline.
vh-ask-buy-back = **Tyr's Prowess**: pay 1 Rage per card to take your played cards back, or finish.
vh-ask-steal = **Loki's reward**: choose a clan to take 2 Glory from.
vh-ask-place = **Freya's reward**: put a figure from your reserve into a common chamber for free, or decline.
vh-ask-take = **Baldr's reward**: keep one of these cards; the others go to the bottom of the deck.
vh-delivery-title = Age { $age }, pick { $pick }

## /card

vh-card-catalogue = Valhalla ({ $notice }): { $line }
vh-card-suggestion = { $name } (Valhalla, provisional)
vh-card-lookup = { $line }
    {"*"}Blood Rage: Valhalla — { $notice }*

## Choices (buttons and menu options)

vh-free = free
vh-one-rage = 1 Rage
vh-do-pick = Keep { $card }
vh-do-keep = Keep { $card } for the next Age
vh-do-take = Take { $card }
vh-do-summon = Summon { A($figure) } into { $chamber } ({ $cost })
vh-do-place = Put { A($figure) } into { $chamber } for free
vh-do-revive = Bring your { $figure } back from { $from } into { $chamber } (Frigga's Domain)
vh-do-march = March from { $from } to { $to }, starting with { A($figure) } (1 Rage)
vh-do-move = Move the { $figure } from { $from } to { $to }
vh-do-upgrade = Upgrade: { $card } ({ $cost } Rage)
vh-do-quest = Commit { $card } face down
vh-do-contest = Contest { $chamber } ({ $rewards })
vh-do-challenge = Challenge { $chamber } again (Tyr's Challenge, 2 Rage: { $rewards })
vh-do-sacrifice = Frigga's Sacrifice: destroy two of your figures, raise a stat
vh-do-stay-out = Stay out
vh-do-no-late = No late card
vh-do-pass = Pass (your Rage drops to 0 for this Age)
vh-do-finish-march = Finish the March
vh-do-keep-no-more = Keep no more
vh-do-raise-nothing = Raise nothing
vh-do-discard-rest = Discard the rest
vh-do-no = No
vh-do-yes = Yes
vh-do-call = Answer with { A($figure) } from { $from }
vh-do-play = Play { $card }
vh-do-late = Add { $card } now
vh-do-raise = Raise { $stat }
vh-do-choose = The { $figure } in { $place }
vh-do-buy-back = Take { $card } back (1 Rage)
vh-do-steal = Take Glory from the { $clan }

## Kinds and groups of choices (menus)

vh-group-summon = Summon
vh-group-march = March
vh-group-upgrade = Upgrade
vh-group-quest = Quest
vh-group-contest = Contest
vh-group-sacrifice = Sacrifice
vh-group-pass = Pass
vh-group-keep = Keep
vh-group-move = Move
vh-group-answer = Answer
vh-group-play = Play
vh-group-raise = Raise
vh-group-choose = Choose
vh-group-buy-back = Buy back
vh-group-steal = Steal
vh-group-more = More
vh-group-from = From { $chamber }

## /hint

vh-hint = **{ $choice }**: { $reason }.
vh-why-only = it is your only choice
vh-why-contest = about { $chance } % to win { $chamber }, counting what others can call in
vh-why-build = it puts strength where a reward or Prove Valor is still to take
vh-why-card = a card worth holding
vh-why-upgrade = an upgrade worth its Rage
vh-why-quest = a quest the board can fulfil
vh-why-join = your figure can turn this fight
vh-why-stay-out = this fight cannot be won: keep your figures
vh-why-strong-card = the card that should win this fight
vh-why-save-cards = the fight looks lost, and losers take their cards back
vh-why-stat = the stat that pays most from here
vh-why-stop = nothing more is worth doing now
vh-why-best = the best choice as the board stands

## /undo

vh-taken-back = ↩️ { $player } took back { $what }.
vh-back-card = a card choice
vh-back-battle-card = a battle card
vh-back-summon = a Summon
vh-back-move = a move
vh-back-upgrade = an Upgrade
vh-back-quest = a Quest
vh-back-call = an answer to the Call to Battle
vh-back-pass = a Pass
vh-back-answer = an answer
vh-closed-random = cards were dealt or drawn since
vh-closed-reveal = cards were revealed or passed on since
vh-closed-phase = a phase has ended since

## Narration (the game thread)

vh-why-battle = for the battle
vh-why-reward = from the reward
vh-why-quest-glory = for the quest
vh-why-valor = for proving valour
vh-why-card-glory = from a card
vh-why-ability = from an ability
vh-why-taken = taken
vh-why-stat-bonus = for legendary stats
vh-n-tokens = Chamber tokens drawn: { $chambers } (no Summon or Contest there).
vh-n-god-of-age = Age { $age } { $god }
vh-n-gods = The gods of this game: { $gods }.
vh-n-monsters = Monsters shuffled into the deck: { $monsters }.
vh-n-deck = The deck of { $cards } cards is shuffled.
vh-n-first = { $player } goes first.
vh-n-age = **Age { $age } begins.**
vh-n-god-arrived = **{ $god } arrives** in { $chamber } (its token leaves the game); claiming it pays: { $rewards }.
vh-n-dealt = **Draft**: each clan is dealt { $cards } cards (check your direct messages).
vh-n-passed-left = The packets pass left.
vh-n-passed-right = The packets pass right.
vh-n-bottomed = The draft is over; { $cards } cards go to the bottom of the deck unseen.
vh-n-action = **Action phase**: every clan's Rage is set to its Rage stat.
vh-n-passes = { $player } passes.
vh-n-summoned = { $player } summons { A($figure) } into { $chamber }.
vh-n-revived = { $player } brings back { A($figure) } into { $chamber }.
vh-n-moved = { $player } moves { A($figure) } from { $from } to { $to }.
vh-n-upgraded = { $player } plays **{ $card }**.
vh-n-quest = { $player } commits a quest face down.
vh-n-contest = ⚔️ { $player } contests **{ $chamber }** ({ $rewards }).
vh-n-challenge = ⚔️ { $player } challenges again **{ $chamber }** ({ $rewards }).
vh-n-called = { $player } answers the Call to Battle with { A($figure) } from { $from }.
vh-n-revealed = Cards revealed: { $cards }.
vh-n-quest-counts = { $player }'s quest card counts +{ $value } (Tyr).
vh-n-cancelled = { $player }'s Thor's Primacy cancels the texts of { $cards }.
vh-n-watched = { $player }'s Heimdall's Watch discards every revealed card ({ $glory } Glory); everyone plays again.
vh-n-late = { $player } adds **{ $card }**.
vh-n-totals = Totals: { $totals }.
vh-n-winner = **{ $player } wins the battle.**
vh-n-tie = **A tie: every clan in the battle loses** (to the Sauna).
vh-n-to-sauna = The { $figure } goes to the Sauna.
vh-to-sauna = to the Sauna
vh-to-where = to { $place }
vh-n-destroyed = The { $figure } is destroyed ({ $to }).
vh-n-saved = Frigga's Protection keeps the { $figure }.
vh-n-retreated = The Völur Witch retreats to Odin's Throne.
vh-n-takes-back = { $player } takes back { $cards }.
vh-n-takes-cards = { $player } takes { $from }'s { $cards }.
vh-n-discards = { $player } discards { $cards }.
vh-n-claimed = 🏆 { $player } claims **{ $chamber }**.
vh-n-raised = { $player } raises { $stat } to step { $step } ({ $value }).
vh-n-glory = { $player } gains { $amount } Glory { $why }.
vh-n-took-glory = { $player } takes { $amount } Glory from { $from }.
vh-n-took-rage = { $player } takes { $amount } Rage from { $from }.
vh-n-rage = { $player } gains { $rage } Rage.
vh-n-action-ended = **The Action phase ends.**
vh-n-quest-fulfilled = { $player } reveals { $card }: fulfilled.
vh-n-quest-failed = { $player } reveals { $card }: failed.
vh-n-valor-nobody = Prove Valor in { $chamber }: nobody is there.
vh-n-valor = **Prove Valor** in { $chamber }: { $players } { $count ->
        [one] has
       *[other] tie with
    } the most figures.
vh-n-released = **Release Warriors**: { $count ->
    [one] { $count } figure returns to its reserve.
   *[other] { $count } figures return to their reserves.
}
vh-n-kept = { $player } keeps { $kept ->
        [one] { $kept } card
       *[other] { $kept } cards
    } for the next Age; { $removed ->
        [one] { $removed } leaves the game.
       *[other] { $removed } leave the game.
    }
vh-n-first-passed = { $player } now goes first.
vh-n-rank = { $rank }. { $player }: **{ $glory } Glory**
vh-n-game-over = ## 🏁 Game over
vh-n-more = …and { $count } more.
vh-opening = **Blood Rage: Valhalla** for { $players } — content pack *{ $pack }* v{ $version }.
    ⚠️ *{ $notice }*
    Turn order: { $order }.

## Typed actions

vh-typed-summon-help = Choose a figure and a chamber from the suggestions (for example `warrior` and `c3`).
vh-typed-cannot-summon = You cannot summon { A($figure) } into { $chamber } now: `/act` shows what you may do.
vh-typed-chambers = Choose the chambers from the suggestions.
vh-typed-figures = I could not read the figures: write them like `elite, 2 warriors, troll`.
vh-typed-card = Choose the card from the suggestions.
vh-typed-chamber = Choose the chamber from the suggestions.
vh-typed-no-invade = Valhalla has no Invade: use `/summon`.
vh-typed-no-pillage = Valhalla has no Pillage: use `/contest`.
vh-typed-no-such = There is no /{ $action } in Blood Rage: Valhalla.
vh-typed-cannot-march = You cannot march from { $from } to { $to } now: `/act` shows what you may do.
vh-typed-cannot-march-kind = You cannot march { A($figure) } from { $from } to { $to } now.
vh-typed-march-impossible = That March is not possible. { $error }

## Setting up

vh-setup-players = Blood Rage: Valhalla is played by 3 to 5 players, not { $players }.
vh-setup-unknown-god = There is no god `{ $god }` in Valhalla: choose three of tyr, thor, loki, freya, baldr, or `random`, or `first-game`.
vh-setup-three-gods = Name three different gods, for example `tyr, freya, baldr`.

## The palace and the card sheet

vh-board-token = Chamber token { $number }: no Summon, no Contest
vh-board-god = { $god }: { $rewards }
vh-board-legend = Marks: plain = Warrior · E = Elite · two letters = a monster · ✓ = reward claimed this Age
vh-board-stage = Age { $age } · { $phase }
vh-board-waiting = Waiting for { $who }: { $decision }
vh-board-winner = { $count ->
        [one] Winner
       *[other] Winners
    }: { $players }
vh-board-battle = Battle in { $chamber }: { $players }
vh-board-call = Call to Battle in { $chamber } (by { $clan })
vh-board-revealed = Cards revealed: { $cards }
vh-board-score = Glory { $glory }   Rage { $rage }/{ $stat }   Axes { $axes }   Horns { $horns }
vh-board-counts = Hand { $hand } · Slots { $used }/{ $slots } ({ $quests ->
        [one] { $quests } quest
       *[other] { $quests } quests
    }) · Kills { $kills } · Fallen { $fallen } · Steps { $steps }
vh-board-gods = Gods by Age: { $gods } · deck { $deck }
vh-board-no-upgrades = No upgrades
vh-board-sauna = Sauna: { $count ->
        [one] { $count } figure
       *[other] { $count } figures
    }
vh-face-quest = Quest
vh-face-monster = STR { $str } · { $cost } Rage
vh-face-upgrade = { $cost } Rage
vh-face-provisional = provisional content
vh-sheet-packet = Your draft packet
vh-sheet-kept = Kept in this draft
vh-sheet-hand = In hand
vh-sheet-aside = Kept from the last Age
vh-sheet-slots = Slots ({ $used } of { $slots })
vh-sheet-discards = Discard pile
vh-sheet-none = none
