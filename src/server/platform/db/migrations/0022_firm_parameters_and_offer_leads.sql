CREATE TABLE "parametros_firma" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"actualizado_por" uuid,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parametros_firma_clave_valida" CHECK ("parametros_firma"."clave" in ('oferta', 'costos-cierre'))
);
--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD COLUMN "oferta" jsonb;--> statement-breakpoint
ALTER TABLE "parametros_firma" ADD CONSTRAINT "parametros_firma_actualizado_por_user_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;