-- Wrong payment passwords count towards a lock (columns added in place: no rebuild of Member)
ALTER TABLE "Member" ADD COLUMN "failedPins" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Member" ADD COLUMN "pinLockedUntil" DATETIME;
