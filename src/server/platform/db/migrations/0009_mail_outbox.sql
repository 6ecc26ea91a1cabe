CREATE TABLE "correos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"clave_evento" text NOT NULL,
	"destinatario" text NOT NULL,
	"asunto" text NOT NULL,
	"html" text NOT NULL,
	"texto" text NOT NULL,
	"encabezados" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"respuesta" text,
	"message_id" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado" timestamp with time zone,
	CONSTRAINT "correos_clave_evento_unique" UNIQUE("clave_evento")
);
--> statement-breakpoint
CREATE INDEX "correos_cola_idx" ON "correos" USING btree ("estado","proximo_intento");--> statement-breakpoint
CREATE INDEX "correos_estado_id_idx" ON "correos" USING btree ("estado","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "correos_lease_idx" ON "correos" USING btree ("bloqueado_hasta") WHERE "correos"."estado" = 'enviando';