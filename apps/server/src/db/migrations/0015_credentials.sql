CREATE TABLE "credential_alerts" (
	"staff_credential_id" integer NOT NULL,
	"threshold" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"required_for_visits" boolean DEFAULT false NOT NULL,
	"enforced" boolean DEFAULT false NOT NULL,
	"valid_months" integer,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"applies_to" jsonb,
	"needs_determination" boolean DEFAULT false NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	CONSTRAINT "credential_types_valid_months" CHECK ("credential_types"."valid_months" IS NULL OR "credential_types"."valid_months" BETWEEN 1 AND 240),
	CONSTRAINT "credential_types_grace" CHECK ("credential_types"."grace_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "staff_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"credential_type_id" integer NOT NULL,
	"number" text,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"determination" text,
	"determination_note" text,
	"notes" text,
	"verified_by_id" integer,
	"verified_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	CONSTRAINT "staff_credentials_dates" CHECK ("staff_credentials"."expires_on" IS NULL OR "staff_credentials"."expires_on" > "staff_credentials"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "staff_training" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"course" text NOT NULL,
	"completed_on" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "staff_training_hours" CHECK ("staff_training"."hours" > 0 AND "staff_training"."hours" <= 40)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "out_of_state_before_hire" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "involves_driving" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "training_hours_direct" numeric(5, 2) DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "training_hours_management" numeric(5, 2) DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_alerts" ADD CONSTRAINT "credential_alerts_staff_credential_id_staff_credentials_id_fk" FOREIGN KEY ("staff_credential_id") REFERENCES "public"."staff_credentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_credential_type_id_credential_types_id_fk" FOREIGN KEY ("credential_type_id") REFERENCES "public"."credential_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training" ADD CONSTRAINT "staff_training_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_alerts_key" ON "credential_alerts" USING btree ("staff_credential_id","threshold");--> statement-breakpoint
CREATE UNIQUE INDEX "credential_types_name_key" ON "credential_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_credentials_current_key" ON "staff_credentials" USING btree ("staff_id","credential_type_id") WHERE "staff_credentials"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_credentials_expiry_idx" ON "staff_credentials" USING btree ("expires_on") WHERE "staff_credentials"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_training_staff_idx" ON "staff_training" USING btree ("staff_id","completed_on");--> statement-breakpoint
-- Pennsylvania's default credential types (docs/decisions/018): required for visits, not enforced.
INSERT INTO "credential_types" ("name", "description", "required_for_visits", "enforced", "valid_months", "grace_days", "applies_to", "needs_determination", "seeded")
SELECT v.name, v.description, true, false, v.valid_months, 0, v.applies_to::jsonb, v.needs_determination, true
FROM (VALUES
  ('Pennsylvania State Police criminal history check', 'PA State Police (PATCH) criminal history record check, with the employer''s determination.', 60, NULL, true),
  ('FBI fingerprint check', 'FBI criminal history background check (fingerprints): for staff serving minors, and for staff who did not live in Pennsylvania for the 2 years before applying.', 60, '{"servesMinors":true,"outOfStateBeforeHire":true}', true),
  ('Child abuse history clearance', 'PA Department of Human Services child abuse history clearance, for staff serving minors; renewed every 60 months.', 60, '{"servesMinors":true}', true),
  ('CPR and First Aid', 'CPR and First Aid certification.', 24, NULL, false),
  ('Driver''s licence', 'A valid driver''s licence, when the service involves driving.', 48, '{"drivingServices":true}', false)
) AS v(name, description, valid_months, applies_to, needs_determination)
WHERE NOT EXISTS (SELECT 1 FROM "credential_types" t WHERE lower(t."name") = lower(v.name));
