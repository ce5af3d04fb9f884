-- CreateTable
CREATE TABLE "CacheVersion" (
    "topic" TEXT NOT NULL PRIMARY KEY,
    "stamp" TEXT NOT NULL,
    "changedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "InjectedFault" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "spec" JSONB NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "timesLeft" INTEGER,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "JournalEntry" (
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
    "response" TEXT NOT NULL
);

