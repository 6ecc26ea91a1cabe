CREATE TABLE "cotizaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"compra" numeric(14, 4),
	"venta" numeric(14, 4) NOT NULL,
	"fuente" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"cargada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotizaciones_tipo_valido" CHECK ("cotizaciones"."tipo" in ('oficial', 'mep', 'blue')),
	CONSTRAINT "cotizaciones_fuente_valida" CHECK ("cotizaciones"."fuente" in ('bcra', 'dolarapi', 'manual')),
	CONSTRAINT "cotizaciones_venta_positiva" CHECK ("cotizaciones"."venta" > 0)
);
--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_cargada_por_user_id_fk" FOREIGN KEY ("cargada_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cotizaciones_tipo_created_idx" ON "cotizaciones" USING btree ("tipo","created_at" DESC NULLS LAST);