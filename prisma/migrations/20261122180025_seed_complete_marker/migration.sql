-- CreateTable
CREATE TABLE "SeedState" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "version" INTEGER NOT NULL,
    "completedAt" DATETIME NOT NULL
);

-- A database seeded before the marker existed counts as complete when the seed's last steps are there:
-- all 15 personas, the catalogue and sim002's announcements (among the last written). Anything less is left
-- unmarked: start-up then treats it as an interrupted seed.
INSERT INTO "SeedState" ("id", "version", "completedAt")
SELECT 1, 1, CURRENT_TIMESTAMP
WHERE (SELECT COUNT(*) FROM "Member" WHERE "id" IN (1001, 1002, 1003, 1004, 1005, 1006, 2001, 2002, 2041, 2042, 3001, 3002, 3003, 3004, 5001)) = 15
  AND EXISTS (SELECT 1 FROM "Game")
  AND EXISTS (SELECT 1 FROM "Announcement" WHERE "merchantCode" = 'sim002');
