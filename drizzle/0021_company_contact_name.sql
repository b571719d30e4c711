ALTER TABLE "company" ADD COLUMN "contact_name" text;--> statement-breakpoint
-- Account names were once the e-mail address's local part, shown to seekers as the employer's
-- name (and often the person's work address): they are cleared; employers give a contact name.
UPDATE "user" SET "name" = '' WHERE "name" <> '' AND "name" = split_part("email", '@', 1);
