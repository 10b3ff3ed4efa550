# Blood Rage (le jeu de base) : décisions, demandes, récit, refus, cartes, plateau.

## Ce que demande chaque décision (par son type enregistré)

decision-draft = drafter une carte
decision-action = faire une action ou passer
decision-free-invade = envahir gratuitement avec la figurine améliorée ou refuser
decision-march = choisir les figurines qui marchent ou finir la marche
decision-call-to-battle = rejoindre la bataille avec une figurine ou refuser
decision-battle-card = choisir une carte de bataille
decision-count-quest = compter ou non la quête révélée comme carte de bataille
decision-late-card = ajouter une carte de bataille tardive ou refuser
decision-spare = choisir la figurine qu'épargne Odin's Tide
decision-save = sauver la figurine ou la laisser mourir
decision-prowess = reprendre des cartes jouées avec Tyr's Prowess ou finir
decision-raise = choisir une caractéristique à augmenter
decision-succor = accepter ou refuser Frigga's Succor
decision-thors-domain = accepter ou refuser Thor's Domain
decision-blessing = accepter ou refuser Loki's Blessing
decision-lord-of-hammers = déplacer votre Chef avec Lord of Hammers ou rester
decision-sacrifice = choisir une figurine à sacrifier
decision-keep = choisir une carte à garder pour l'Age suivant
