CREATE TABLE "crawl_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crawl_id" uuid NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawl_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crawl_id" uuid NOT NULL,
	"url" text NOT NULL,
	"depth" integer NOT NULL,
	"meta" jsonb NOT NULL,
	"text" text NOT NULL,
	"images" jsonb NOT NULL,
	"llm_analysis" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawl_pages_crawl_url_unique" UNIQUE("crawl_id","url")
);
--> statement-breakpoint
CREATE TABLE "crawls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_url" text NOT NULL,
	"hostname" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settings" jsonb NOT NULL,
	"progress" jsonb DEFAULT '{"pagesQueued":0,"pagesFetched":0,"pagesFailed":0,"linksRefused":0,"offeringsFound":0}'::jsonb NOT NULL,
	"error" text,
	"offerings_status" text DEFAULT 'analyzing' NOT NULL,
	"business_type" text,
	"brand_signals" jsonb,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crawl_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" text,
	"currency" text,
	"description" text,
	"image_url" text,
	"landing_page" text,
	"offering_type" text NOT NULL,
	"sku" text,
	"availability" text,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crawl_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"original_story" text NOT NULL,
	"story" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_stories_crawl_id_unique" UNIQUE("crawl_id")
);
--> statement-breakpoint
ALTER TABLE "crawl_logs" ADD CONSTRAINT "crawl_logs_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD CONSTRAINT "crawl_pages_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawls" ADD CONSTRAINT "crawls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_stories" ADD CONSTRAINT "brand_stories_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_stories" ADD CONSTRAINT "brand_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_logs_crawl_at_idx" ON "crawl_logs" USING btree ("crawl_id","at");--> statement-breakpoint
CREATE INDEX "crawls_user_created_idx" ON "crawls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crawls_user_hostname_idx" ON "crawls" USING btree ("user_id","hostname");--> statement-breakpoint
CREATE INDEX "crawls_status_idx" ON "crawls" USING btree ("status");--> statement-breakpoint
CREATE INDEX "offerings_crawl_idx" ON "offerings" USING btree ("crawl_id","position");