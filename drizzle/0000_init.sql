CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"industry" text,
	"company_size" text,
	"website_url" text,
	"description" text,
	"location_city" text,
	"location_country" text,
	"logo_url" text,
	"preferred_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_completion_percentage" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "disclosure_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_user_id" text NOT NULL,
	"viewer_user_id" text,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"sections" text[] NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_disclosure" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sentence_completed" boolean,
	"conviction_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"conviction_status" text,
	"conviction_other_details" text,
	"barred_from_regulated_work" boolean,
	"on_dbs_barring_list" boolean,
	"relevant_for_safeguarding_checks" boolean,
	"mappa_level" text,
	"has_disability" boolean,
	"disability_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"disability_other_details" text,
	"workplace_adjustments" text[] DEFAULT '{}'::text[] NOT NULL,
	"workplace_adjustments_other" text,
	"conviction_sharing" text DEFAULT 'connected' NOT NULL,
	"health_sharing" text DEFAULT 'connected' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"job_title" text,
	"headline" text,
	"bio" text,
	"location_city" text,
	"location_country" text,
	"key_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_image_url" text,
	"has_driving_licence" boolean,
	"work_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_to_relocation" boolean,
	"availability_status" text DEFAULT 'actively_looking' NOT NULL,
	"profile_completion_percentage" integer DEFAULT 0 NOT NULL,
	"setup_completed_at" timestamp with time zone,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_profile_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wizard_draft" (
	"user_id" text NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wizard_draft_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT '' NOT NULL,
	"experience_level" text,
	"location_city" text,
	"location_country" text,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'GBP' NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject_to_dbs_barring" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"seeker_user_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"contact_subject" text,
	"contact_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_talent" (
	"company_id" uuid NOT NULL,
	"seeker_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_talent_company_id_seeker_user_id_pk" PRIMARY KEY("company_id","seeker_user_id")
);
--> statement-breakpoint
CREATE TABLE "job_swipe" (
	"seeker_user_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_swipe_seeker_user_id_job_id_pk" PRIMARY KEY("seeker_user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "match" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"seeker_user_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_job" (
	"seeker_user_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_job_seeker_user_id_job_id_pk" PRIMARY KEY("seeker_user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "seeker_swipe" (
	"company_id" uuid NOT NULL,
	"seeker_user_id" text NOT NULL,
	"context_job_id" uuid,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_swipe_company_id_seeker_user_id_pk" PRIMARY KEY("company_id","seeker_user_id")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_access_log" ADD CONSTRAINT "disclosure_access_log_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_access_log" ADD CONSTRAINT "disclosure_access_log_viewer_user_id_user_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_disclosure" ADD CONSTRAINT "seeker_disclosure_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_profile" ADD CONSTRAINT "seeker_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_draft" ADD CONSTRAINT "wizard_draft_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_event" ADD CONSTRAINT "activity_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_talent" ADD CONSTRAINT "favourite_talent_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_talent" ADD CONSTRAINT "favourite_talent_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_swipe" ADD CONSTRAINT "job_swipe_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_swipe" ADD CONSTRAINT "job_swipe_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_job" ADD CONSTRAINT "saved_job_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_job" ADD CONSTRAINT "saved_job_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_swipe" ADD CONSTRAINT "seeker_swipe_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_swipe" ADD CONSTRAINT "seeker_swipe_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_swipe" ADD CONSTRAINT "seeker_swipe_context_job_id_job_id_fk" FOREIGN KEY ("context_job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_email_idx" ON "sign_in_attempt" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_ip_idx" ON "sign_in_attempt" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "disclosure_access_log_seeker_idx" ON "disclosure_access_log" USING btree ("seeker_user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "seeker_profile_skills_gin" ON "seeker_profile" USING gin ("key_skills");--> statement-breakpoint
CREATE INDEX "seeker_profile_active_idx" ON "seeker_profile" USING btree ("availability_status","last_active_at");--> statement-breakpoint
CREATE INDEX "upload_owner_idx" ON "upload" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "job_company_idx" ON "job" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_active_idx" ON "job" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "job_required_skills_gin" ON "job" USING gin ("required_skills");--> statement-breakpoint
CREATE INDEX "activity_event_user_idx" ON "activity_event" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_unique" ON "application" USING btree ("job_id","seeker_user_id");--> statement-breakpoint
CREATE INDEX "application_seeker_idx" ON "application" USING btree ("seeker_user_id");--> statement-breakpoint
CREATE INDEX "job_swipe_job_idx" ON "job_swipe" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_unique" ON "match" USING btree ("company_id","seeker_user_id","job_id");--> statement-breakpoint
CREATE INDEX "match_seeker_idx" ON "match" USING btree ("seeker_user_id");--> statement-breakpoint
CREATE INDEX "seeker_swipe_seeker_idx" ON "seeker_swipe" USING btree ("seeker_user_id");