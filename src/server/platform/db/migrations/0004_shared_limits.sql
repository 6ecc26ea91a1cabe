CREATE TABLE "limite_contadores" (
	"clave" text PRIMARY KEY NOT NULL,
	"cuenta" integer NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limite_contadores_expira_idx" ON "limite_contadores" USING btree ("expira");