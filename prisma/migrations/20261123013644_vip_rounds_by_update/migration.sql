-- CreateIndex
CREATE INDEX "GameRound_updatedAt_idx" ON "GameRound"("updatedAt");

