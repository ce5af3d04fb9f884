-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "sender" TEXT NOT NULL DEFAULT 'PLATFORM';

-- CreateTable
CREATE TABLE "ExternalSmsSetting" (
    "merchantCode" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExternalSmsSetting_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "ExternalSmsVerification" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "sessionInfo" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "countryDialingCode" TEXT,
    "purpose" TEXT NOT NULL,
    "outboxMessageId" INTEGER NOT NULL,
    "idToken" TEXT,
    "verifiedAt" TIMESTAMP(3),
    "tokenExpiresAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExternalSmsVerification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExternalSmsVerification_sessionInfo_key" ON "ExternalSmsVerification"("sessionInfo");

-- CreateIndex
CREATE UNIQUE INDEX "ExternalSmsVerification_idToken_key" ON "ExternalSmsVerification"("idToken");

-- CreateIndex
CREATE INDEX "ExternalSmsVerification_merchantCode_mobile_idx" ON "ExternalSmsVerification"("merchantCode", "mobile");

