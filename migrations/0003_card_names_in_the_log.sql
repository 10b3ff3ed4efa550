-- Card ids in the command log become stable names (`troll@1`, `tyrs_smash@1+3`, `heimdalls_eye@2#2`)
-- instead of positions in assets/base/cards.toml, so that a change to the catalogue can never change
-- a stored game. Version 1 of the bot stored the position; this maps every position it used to the
-- card's name (the same table as assets/base/card-ids-v1.txt). The log is append-only: its trigger is
-- lifted for this one rewrite and put back as it was.

CREATE TEMP TABLE card_ids_v1 (position INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE);

INSERT INTO card_ids_v1 (position, slug) VALUES
    (0, 'troll@1'),
    (1, 'dwarf_chieftain@1'),
    (2, 'lord_of_hammers@1'),
    (3, 'brothers_in_arms@1'),
    (4, 'lokis_dragons@1'),
    (5, 'lokis_domain@1'),
    (6, 'friggas_charm@1'),
    (7, 'thors_glory@1'),
    (8, 'alfheim@1'),
    (9, 'jotunheim@1'),
    (10, 'manheim@1'),
    (11, 'glorious_death@1'),
    (12, 'odins_smite@1'),
    (13, 'tyrs_bash@1'),
    (14, 'heimdalls_sight@1'),
    (15, 'friggas_grace@1'),
    (16, 'lokis_trickery@1'),
    (17, 'tyrs_smash@1'),
    (18, 'tyrs_smite@1'),
    (19, 'thors_hammer@1'),
    (20, 'sea_serpent@1+3'),
    (21, 'friggas_succor@1+3'),
    (22, 'tyrs_domain@1+3'),
    (23, 'yggdrasil@1+3'),
    (24, 'odins_smite@1+3'),
    (25, 'tyrs_smash@1+3'),
    (26, 'lokis_blessing@1+4'),
    (27, 'alfheim@1+4'),
    (28, 'jotunheim@1+4'),
    (29, 'manheim@1+4'),
    (30, 'glorious_death@1+4'),
    (31, 'tyrs_crush@1+4'),
    (32, 'friggas_grace@1+4'),
    (33, 'lokis_trickery@1+4'),
    (34, 'lord_of_hammers@1+5'),
    (35, 'brothers_in_arms@1+5'),
    (36, 'lokis_dragons@1+5'),
    (37, 'widespread@1+5'),
    (38, 'glorious_death@1+5'),
    (39, 'tyrs_smash@1+5'),
    (40, 'tyrs_smite@1+5'),
    (41, 'thors_hammer@1+5'),
    (42, 'valkyrie@2'),
    (43, 'dark_elf@2'),
    (44, 'lord_of_axes@2'),
    (45, 'experts_in_arms@2'),
    (46, 'fire_dragons@2'),
    (47, 'odins_inspiration@2'),
    (48, 'tyrs_challenge@2'),
    (49, 'friggas_protection@2'),
    (50, 'alfheim@2'),
    (51, 'jotunheim@2'),
    (52, 'manheim@2'),
    (53, 'glorious_death@2'),
    (54, 'tyrs_crush@2'),
    (55, 'heimdalls_eye@2#1'),
    (56, 'heimdalls_eye@2#2'),
    (57, 'odins_tide@2'),
    (58, 'lokis_backstab@2'),
    (59, 'tyrs_rage@2'),
    (60, 'heimdalls_watch@2'),
    (61, 'thors_oath@2'),
    (62, 'fire_giant@2+3'),
    (63, 'lokis_eminence@2+3'),
    (64, 'tyrs_prowess@2+3'),
    (65, 'yggdrasil@2+3'),
    (66, 'tyrs_smite@2+3'),
    (67, 'heimdalls_eye@2+3'),
    (68, 'thors_domain@2+4'),
    (69, 'alfheim@2+4'),
    (70, 'jotunheim@2+4'),
    (71, 'manheim@2+4'),
    (72, 'glorious_death@2+4'),
    (73, 'odins_tide@2+4'),
    (74, 'lokis_backstab@2+4'),
    (75, 'tyrs_smash@2+4'),
    (76, 'lord_of_axes@2+5'),
    (77, 'experts_in_arms@2+5'),
    (78, 'fire_dragons@2+5'),
    (79, 'widespread@2+5'),
    (80, 'glorious_death@2+5'),
    (81, 'tyrs_smash@2+5'),
    (82, 'heimdalls_eye@2+5'),
    (83, 'thors_oath@2+5'),
    (84, 'frost_giant@3'),
    (85, 'soldier_of_hel@3'),
    (86, 'lord_of_spears@3'),
    (87, 'masters_in_arms@3'),
    (88, 'eternal_dragons@3'),
    (89, 'friggas_domain@3'),
    (90, 'odins_throne@3'),
    (91, 'thors_conquest@3'),
    (92, 'alfheim@3'),
    (93, 'jotunheim@3'),
    (94, 'manheim@3'),
    (95, 'glorious_death@3'),
    (96, 'heimdalls_gaze@3'),
    (97, 'thors_primacy@3'),
    (98, 'thors_ascension@3'),
    (99, 'odins_judgement@3'),
    (100, 'tyrs_rage@3'),
    (101, 'heimdalls_watch@3'),
    (102, 'tyrs_crush@3'),
    (103, 'lokis_poison@3'),
    (104, 'volur_witch@3+3'),
    (105, 'friggas_sacrifice@3+3'),
    (106, 'tyrs_wrath@3+3'),
    (107, 'yggdrasil@3+3'),
    (108, 'heimdalls_gaze@3+3'),
    (109, 'thors_primacy@3+3'),
    (110, 'lokis_wrath@3+4'),
    (111, 'alfheim@3+4'),
    (112, 'jotunheim@3+4'),
    (113, 'manheim@3+4'),
    (114, 'glorious_death@3+4'),
    (115, 'thors_ascension@3+4'),
    (116, 'odins_judgement@3+4'),
    (117, 'tyrs_smite@3+4'),
    (118, 'lord_of_spears@3+5'),
    (119, 'masters_in_arms@3+5'),
    (120, 'eternal_dragons@3+5'),
    (121, 'widespread@3+5'),
    (122, 'glorious_death@3+5'),
    (123, 'tyrs_judgement@3+5'),
    (124, 'tyrs_crush@3+5'),
    (125, 'lokis_poison@3+5');

DROP TRIGGER commands_are_never_updated;

UPDATE commands SET payload = json_set(payload, '$.draft.card',
    (SELECT slug FROM card_ids_v1 WHERE position = json_extract(payload, '$.draft.card')))
WHERE json_type(payload, '$.draft.card') = 'integer';

UPDATE commands SET payload = json_set(payload, '$.upgrade.card',
    (SELECT slug FROM card_ids_v1 WHERE position = json_extract(payload, '$.upgrade.card')))
WHERE json_type(payload, '$.upgrade.card') = 'integer';

UPDATE commands SET payload = json_set(payload, '$.quest.card',
    (SELECT slug FROM card_ids_v1 WHERE position = json_extract(payload, '$.quest.card')))
WHERE json_type(payload, '$.quest.card') = 'integer';

UPDATE commands SET payload = json_set(payload, '$.play.card',
    (SELECT slug FROM card_ids_v1 WHERE position = json_extract(payload, '$.play.card')))
WHERE json_type(payload, '$.play.card') = 'integer';

UPDATE commands SET payload = json_set(payload, '$.keep.card',
    (SELECT slug FROM card_ids_v1 WHERE position = json_extract(payload, '$.keep.card')))
WHERE json_type(payload, '$.keep.card') = 'integer';

CREATE TRIGGER commands_are_never_updated BEFORE UPDATE ON commands
BEGIN
    SELECT RAISE(ABORT, 'the command log is append-only');
END;

DROP TABLE card_ids_v1;
