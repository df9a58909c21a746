-- The default real-name rule now accepts names of every script and the joiners of Malaysian names
-- (docs/members.md, "Real names"). A merchant still on the old default (Latin letters only) moves to the new
-- one; a merchant whose operator chose another pattern keeps it.
UPDATE "merchants"
SET "settings" = jsonb_set("settings", '{registerRules,payeeName,acceptedPattern}', to_jsonb('^\p{L}[\p{L}\p{M} .''’\-/@]*$'::text)),
    "version" = "version" + 1
WHERE "settings" #>> '{registerRules,payeeName,acceptedPattern}' = '^[A-Za-z][A-Za-z .''@-]*$';
