CREATE TABLE "visit_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_action_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"device_time" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_entry_id" integer,
	"client_id" integer,
	"client_service_id" integer,
	"outcome" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"error_field" text
);
--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "typed_signature" text;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "no_signature_reason" text;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "no_signature_text" text;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "recorded_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "start_device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "start_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "end_device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "end_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_actions" ADD CONSTRAINT "visit_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_actions" ADD CONSTRAINT "visit_actions_work_entry_id_work_entries_id_fk" FOREIGN KEY ("work_entry_id") REFERENCES "public"."work_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_actions_user_action_idx" ON "visit_actions" USING btree ("user_id","client_action_id");--> statement-breakpoint
CREATE INDEX "visit_actions_refused_idx" ON "visit_actions" USING btree ("received_at") WHERE "visit_actions"."outcome" = 'refused';