ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawls" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawls" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "crawls_user_status_idx" ON "crawls" USING btree ("user_id","status");--> statement-breakpoint
CREATE TABLE "crawl_page_bodies" (
	"crawl_id" uuid NOT NULL,
	"url_key" text NOT NULL,
	"final_url" text NOT NULL,
	"status" integer NOT NULL,
	"content_type" text NOT NULL,
	"html" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawl_page_bodies_crawl_id_url_key_pk" PRIMARY KEY("crawl_id","url_key")
);
--> statement-breakpoint
ALTER TABLE "crawl_page_bodies" ADD CONSTRAINT "crawl_page_bodies_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_throttle_expires_idx" ON "auth_throttle" USING btree ("expires_at");
