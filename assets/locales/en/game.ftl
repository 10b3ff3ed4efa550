# Words every rule set and the bot share: clans, computer levels, rule sets, game states.

clan-wolf = Wolf
clan-serpent = Serpent
clan-raven = Raven
clan-bear = Bear
clan-ram = Ram
clan-stag = Stag
clan-boar = Boar

level-random = random
level-easy = easy
level-medium = medium
level-hard = hard

rules-base = Blood Rage
rules-reprisal = Blood Rage – Reprisal
rules-valhalla = Blood Rage: Valhalla

status-lobby = waiting for players
status-active = in progress
status-finished = finished
status-abandoned = abandoned

someone = someone
another-player = another player

move-of-another-game = a move of another game
option-of-another-rule-set = `{ $option }` is not an option of { $rules }: leave it out, or choose the rule set it belongs to with `rules`.

# Words whose article is feminine (French only; English articles have no gender), separated by |.
feminine-words = {""}
# Between the items of a list that uses semicolons.
sep-semicolon = {"; "}
# A noun with its indefinite article ("a Warrior", "une Élite").
a-word = { A($word) }
