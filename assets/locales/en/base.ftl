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
