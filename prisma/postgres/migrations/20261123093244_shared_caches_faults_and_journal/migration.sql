-- CreateTable
CREATE TABLE "CacheVersion" (
    "topic" TEXT NOT NULL,
    "stamp" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CacheVersion_pkey" PRIMARY KEY ("topic")
);

-- CreateTable
CREATE TABLE "InjectedFault" (
    "id" SERIAL NOT NULL,
    "spec" JSONB NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "timesLeft" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InjectedFault_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalEntry" (
    "id" SERIAL NOT NULL,
    "at" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "latencyMs" DOUBLE PRECISION NOT NULL,
    "merchant" TEXT,
    "username" TEXT,
    "errorCode" TEXT,
    "body" TEXT NOT NULL,
    "response" TEXT NOT NULL,

    CONSTRAINT "JournalEntry_pkey" PRIMARY KEY ("id")
);

