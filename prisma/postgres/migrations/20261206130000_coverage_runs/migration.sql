-- CreateTable
CREATE TABLE "CoverageRun" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "stoppedAt" TIMESTAMP(3),
    "openedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CoverageRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoverageCount" (
    "runId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CoverageCount_pkey" PRIMARY KEY ("runId","kind","key")
);

-- CreateIndex
CREATE INDEX "CoverageRun_stoppedAt_idx" ON "CoverageRun"("stoppedAt");

-- AddForeignKey
ALTER TABLE "CoverageCount" ADD CONSTRAINT "CoverageCount_runId_fkey" FOREIGN KEY ("runId") REFERENCES "CoverageRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

