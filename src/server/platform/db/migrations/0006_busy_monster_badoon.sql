ALTER TABLE "carrusel_imagenes" ADD COLUMN "es_muestra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "propiedades" ADD COLUMN "es_muestra" boolean DEFAULT false NOT NULL;