-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN "texts" JSONB;

