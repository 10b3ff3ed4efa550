# Les mots que partagent toutes les règles et le bot : clans, niveaux de l'ordinateur, règles, états.

clan-wolf = Loup
clan-serpent = Serpent
clan-raven = Corbeau
clan-bear = Ours
clan-ram = Bélier
clan-stag = Cerf
clan-boar = Sanglier

level-random = au hasard
level-easy = facile
level-medium = moyen
level-hard = difficile

rules-base = Blood Rage
rules-reprisal = Blood Rage – Reprisal
rules-valhalla = Blood Rage : Valhalla

status-lobby = en attente de joueurs
status-active = en cours
status-finished = terminée
status-abandoned = abandonnée

someone = quelqu'un
another-player = un autre joueur

move-of-another-game = un coup d'une autre partie
option-of-another-rule-set = `{ $option }` n'est pas une option de { $rules } : retirez-la, ou choisissez avec `règles` les règles auxquelles elle appartient.

# Mots dont l'article est féminin (« une Élite », « la Valkyrie »), séparés par |.
feminine-words = Élite|Valkyrie|Völur Witch|Witch
# Entre les éléments d'une liste à points-virgules (espace insécable avant).
sep-semicolon = {"\u00A0; "}
# A noun with its indefinite article ("a Warrior", "une Élite").
a-word = { A($word) }
