CREATE TABLE "auditoria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accion" text NOT NULL,
	"usuario_id" uuid,
	"usuario" text,
	"actor_id" uuid,
	"direccion" text,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comentario_likes" ADD COLUMN "direccion" text;--> statement-breakpoint
CREATE INDEX "auditoria_created_idx" ON "auditoria" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comentario_likes_direccion_idx" ON "comentario_likes" USING btree ("comentario_id","direccion");