-- CreateTable
CREATE TABLE "MemberAvatar" (
    "memberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "avatarType" TEXT NOT NULL,
    "preset" INTEGER NOT NULL DEFAULT 0,
    "image" BLOB,
    "imageType" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" DATETIME NOT NULL
);

