-- CreateTable
CREATE TABLE "VipLookCursor" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "roundsUntil" DATETIME,
    "generation" INTEGER NOT NULL DEFAULT 0
);

