CREATE TABLE "tarea_cuenta_persona" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"persona" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarea_cuenta_persona" ADD CONSTRAINT "tarea_cuenta_persona_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarea_cuenta_persona_persona_idx" ON "tarea_cuenta_persona" USING btree ("persona");