-- CreateTable
CREATE TABLE "FreePlayStart" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ip" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "FreePlayStart_ip_startedAt_idx" ON "FreePlayStart"("ip", "startedAt");

-- CreateIndex
CREATE INDEX "FreePlayStart_startedAt_idx" ON "FreePlayStart"("startedAt");

