CREATE TABLE "policy_texts" (
	"policy_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"intro" text NOT NULL,
	"body" text NOT NULL,
	"updated" date NOT NULL,
	CONSTRAINT "policy_texts_policy_id_locale_pk" PRIMARY KEY("policy_id","locale")
);
