CREATE TABLE "hypotheses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"crawl_id" uuid NOT NULL,
	"hypothesis" text NOT NULL,
	"strategic_approach" text NOT NULL,
	"success_metrics" text NOT NULL,
	"potential_impact_score" integer NOT NULL,
	"daily_budget" numeric(12, 2) DEFAULT '100' NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_stories" ADD COLUMN "engine_kind" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "hypotheses" ADD CONSTRAINT "hypotheses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hypotheses" ADD CONSTRAINT "hypotheses_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hypotheses_user_crawl_idx" ON "hypotheses" USING btree ("user_id","crawl_id");