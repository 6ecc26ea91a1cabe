CREATE TABLE "preferencias_correo" (
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"eleccion" text NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencias_correo_user_id_tipo_pk" PRIMARY KEY("user_id","tipo"),
	CONSTRAINT "preferencias_correo_eleccion_valida" CHECK ("preferencias_correo"."eleccion" in ('instante', 'resumen', 'no', 'si'))
);
--> statement-breakpoint
ALTER TABLE "preferencias_correo" ADD CONSTRAINT "preferencias_correo_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correos_en_resumen_idx" ON "correos" USING btree ("destinatario","creado") WHERE "correos"."estado" = 'en_resumen';