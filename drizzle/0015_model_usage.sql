CREATE TABLE "model_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"tokens" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_usage" ADD CONSTRAINT "model_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_usage_time_idx" ON "model_usage" USING btree ("user_id","created_at");--> statement-breakpoint
-- Replies the models wrote before the ledger existed still count against today's limits.
INSERT INTO "model_usage" ("user_id", "purpose", "tokens", "created_at")
SELECT "user_id", "thread", "tokens", "created_at" FROM "coach_message"
WHERE "source" = 'model' AND "created_at" >= now() - interval '2 days';
