CREATE TABLE "client_service_staff" (
	"client_service_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "client_service_staff_client_service_id_user_id_pk" PRIMARY KEY("client_service_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"service_id" integer,
	"service_name" text NOT NULL,
	"service_code" text NOT NULL,
	"service_account" text,
	"service_description" text,
	"unit_rate" numeric(12, 2) NOT NULL,
	"unit_length" numeric(8, 4) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units_authorized" numeric(12, 2) NOT NULL,
	"negative_units_allowed" boolean DEFAULT false NOT NULL,
	"is_authorized" boolean DEFAULT false NOT NULL,
	"is_degree_required" boolean DEFAULT false NOT NULL,
	"is_dates_confirmed" boolean DEFAULT false NOT NULL,
	"is_overlappable" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"dob" date,
	"mci" text NOT NULL,
	"mpi" text,
	"diagnostic_code" text,
	"supports_coordinator_id" integer,
	"behavioral_specialist_id" integer,
	"county" text NOT NULL,
	"goals_outcomes" text,
	"memo" text,
	"phone" text NOT NULL,
	"family_contact_email" text,
	"waiver_type" text,
	"funding_source" text,
	"is_authorized" boolean DEFAULT false NOT NULL,
	"billing_street" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_state" text DEFAULT 'PA' NOT NULL,
	"billing_zip" text NOT NULL,
	"billing_country" text DEFAULT 'USA' NOT NULL,
	"latitude" double precision DEFAULT 43 NOT NULL,
	"longitude" double precision DEFAULT -89.5 NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"category" text NOT NULL,
	"record_type" text,
	"record_id" integer,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" integer,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"unit_rate" numeric(12, 2) NOT NULL,
	"unit_length" numeric(8, 4) NOT NULL,
	"is_degree_required" boolean DEFAULT false NOT NULL,
	"is_overlappable" boolean DEFAULT false NOT NULL,
	"unit_rounding" text DEFAULT 'down' NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "supports_coordinators" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"salutation" text,
	"suffix" text,
	"dob" date,
	"email" text,
	"phone" text,
	"mobile" text,
	"company" text,
	"entity" text,
	"title" text,
	"billing_street" text,
	"billing_city" text,
	"billing_state" text,
	"billing_zip" text,
	"billing_country" text,
	"status" smallint DEFAULT 4 NOT NULL,
	"is_authorized" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suffix" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ssn_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ssn_last4" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_relevant_degree" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "percentage_paid" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_zip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "org_authentication" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_authorized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "client_service_staff" ADD CONSTRAINT "client_service_staff_client_service_id_client_services_id_fk" FOREIGN KEY ("client_service_id") REFERENCES "public"."client_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_staff" ADD CONSTRAINT "client_service_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_supports_coordinator_id_supports_coordinators_id_fk" FOREIGN KEY ("supports_coordinator_id") REFERENCES "public"."supports_coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_behavioral_specialist_id_users_id_fk" FOREIGN KEY ("behavioral_specialist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_service_staff_user_idx" ON "client_service_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_services_client_idx" ON "client_services" USING btree ("client_id","start_date");--> statement-breakpoint
CREATE INDEX "clients_last_first_idx" ON "clients" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "clients_city_idx" ON "clients" USING btree ("billing_city");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_key" ON "services" USING btree ("code");--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sc_last_first_idx" ON "supports_coordinators" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "sc_created_idx" ON "supports_coordinators" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_first_idx" ON "users" USING btree ("last_name","first_name");