ALTER TABLE "shipments" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
-- Parcels already handed to the carrier were packed before they left.
UPDATE "shipments" SET "packed_at" = "updated_at" WHERE "status" NOT IN ('SHIPPING', 'CANCELLED');
