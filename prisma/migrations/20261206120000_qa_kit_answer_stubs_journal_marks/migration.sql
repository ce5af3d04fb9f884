-- CreateTable
CREATE TABLE "AnswerStub" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "spec" JSONB NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "timesLeft" INTEGER,
    "createdAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_JournalEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "latencyMs" REAL NOT NULL,
    "merchant" TEXT,
    "username" TEXT,
    "errorCode" TEXT,
    "body" TEXT NOT NULL,
    "response" TEXT NOT NULL,
    "encrypted" BOOLEAN NOT NULL DEFAULT false,
    "stubId" INTEGER
);
INSERT INTO "new_JournalEntry" ("at", "body", "errorCode", "id", "latencyMs", "merchant", "method", "path", "query", "response", "status", "username") SELECT "at", "body", "errorCode", "id", "latencyMs", "merchant", "method", "path", "query", "response", "status", "username" FROM "JournalEntry";
DROP TABLE "JournalEntry";
ALTER TABLE "new_JournalEntry" RENAME TO "JournalEntry";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
