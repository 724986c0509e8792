CREATE TABLE "campaign_ad_set_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_set_id" uuid NOT NULL,
	"offering_id" uuid,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" text,
	"currency" text,
	"description" text,
	"image_url" text,
	"landing_page" text,
	"offering_type" text NOT NULL,
	CONSTRAINT "campaign_ad_set_products_position_unique" UNIQUE("ad_set_id","position"),
	CONSTRAINT "campaign_ad_set_products_offering_unique" UNIQUE("ad_set_id","offering_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_ad_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"selection_reasoning" text DEFAULT '' NOT NULL,
	"targeting_approach" text DEFAULT '' NOT NULL,
	"audience_type" text DEFAULT '' NOT NULL,
	"daily_budget" numeric(12, 2) NOT NULL,
	"targeting" jsonb NOT NULL,
	"optimization_goal" text NOT NULL,
	"billing_event" text NOT NULL,
	"bid_strategy" text NOT NULL,
	"bid_amount" numeric(12, 2),
	"roas_average_floor" integer,
	"schedule" jsonb NOT NULL,
	"is_manually_created" boolean DEFAULT false NOT NULL,
	"facebook_ad_set_id" text,
	CONSTRAINT "campaign_ad_sets_position_unique" UNIQUE("campaign_id","position")
);
--> statement-breakpoint
CREATE TABLE "campaign_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"ad_set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"ad_type" text NOT NULL,
	"headline" text NOT NULL,
	"headline_variations" jsonb NOT NULL,
	"primary_text" text NOT NULL,
	"primary_text_variations" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"call_to_action" text NOT NULL,
	"custom_cta_text" text,
	"aspect_ratio" text NOT NULL,
	"media_url" text,
	"media" jsonb,
	"product" jsonb,
	"product_ids" jsonb NOT NULL,
	"creative_approach" text DEFAULT '' NOT NULL,
	"value_proposition" text DEFAULT '' NOT NULL,
	"is_manually_created" boolean DEFAULT false NOT NULL,
	"facebook_ad_id" text
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"crawl_id" uuid NOT NULL,
	"hypothesis_id" uuid,
	"name" text NOT NULL,
	"objective" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"buying_type" text DEFAULT 'AUCTION' NOT NULL,
	"channel" text NOT NULL,
	"daily_budget" numeric(12, 2) NOT NULL,
	"facebook_campaign_id" text,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_ad_set_products" ADD CONSTRAINT "campaign_ad_set_products_ad_set_id_campaign_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."campaign_ad_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ad_set_products" ADD CONSTRAINT "campaign_ad_set_products_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ad_sets" ADD CONSTRAINT "campaign_ad_sets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ads" ADD CONSTRAINT "campaign_ads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ads" ADD CONSTRAINT "campaign_ads_ad_set_id_campaign_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."campaign_ad_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_hypothesis_id_hypotheses_id_fk" FOREIGN KEY ("hypothesis_id") REFERENCES "public"."hypotheses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_ads_ad_set_idx" ON "campaign_ads" USING btree ("ad_set_id","position");--> statement-breakpoint
CREATE INDEX "campaign_ads_campaign_idx" ON "campaign_ads" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_crawl_idx" ON "campaigns" USING btree ("crawl_id");