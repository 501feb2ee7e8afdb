CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_password_links" ADD CONSTRAINT "staff_password_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_key_idx" ON "content_versions" USING btree ("kind","key","id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");
--> statement-breakpoint
CREATE TRIGGER pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();--> statement-breakpoint
CREATE TRIGGER content_versions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_versions" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();--> statement-breakpoint
-- a database seeded before the editor: its Nepali pages were files of the build; they become translations (a fresh database gets them from the seed)
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'about-us', 'ne', 'title', to_jsonb($ne$हाम्रो बारेमा$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'about-us') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'about-us', 'ne', 'body', to_jsonb($ne$भ्याली बजारले काठमाडौं, ललितपुर र भक्तपुरका ग्राहकलाई आफ्नै टोलका किराना पसल, भान्सा, औषधि पसल र दोकानसँग जोड्छ।

हाम्रो एउटै नियम छ: टोलको पसलबाट अर्डर गर्नु कुनै पनि ठूलो वेबसाइटबाट जत्तिकै सजिलो हुनुपर्छ।

## हामी के गर्छौं
- **किराना**: ताजा फलफूल, तरकारी र दैनिक सामान।
- **खाना**: नजिकैका भान्साबाट मम, दालभात, पिज्जा र अरू।
- **औषधि**: प्रेस्क्रिप्सन अपलोडसहित औषधि र स्वास्थ्य सामग्री।
- **पसल**: इलेक्ट्रोनिक्स, लुगा र नेपाली हस्तकला।
- **पार्सल**: उपत्यकाभित्र जहाँ पनि कागजात, उपहार र प्याकेज पठाउनुहोस्।
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'about-us') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'cancellation-policy', 'ne', 'title', to_jsonb($ne$रद्द नीति$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'cancellation-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'cancellation-policy', 'ne', 'body', to_jsonb($ne$पसलले पुष्टि नगरेसम्म, अर्डर पेन्डिङ हुँदा मात्र तपाईं अर्डर रद्द गर्न सक्नुहुन्छ। पुष्टि भइसकेपछि सहायता टोलीलाई सम्पर्क गर्नुहोस्।

भुक्तानी भइसकेको अर्डर रद्द भएमा रकम तपाईंको वालेटमा फिर्ता हुन्छ।
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'cancellation-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'help-and-support', 'ne', 'title', to_jsonb($ne$सहायता$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'help-and-support') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'help-and-support', 'ne', 'body', to_jsonb($ne$अर्डरमा समस्या छ? हामी हरेक दिन बिहान 7 देखि राति 10 बजेसम्म उपलब्ध छौं।

- **फोन**: +977-1-4000000
- **इमेल**: support@valleybazaar.example.com
- **ठेगाना**: दरबारमार्ग, काठमाडौं 44600, नेपाल
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'help-and-support') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'privacy-policy', 'ne', 'title', to_jsonb($ne$गोपनीयता नीति$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'privacy-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'privacy-policy', 'ne', 'body', to_jsonb($ne$तपाईंको अर्डर पुर्‍याउन चाहिने जानकारी मात्र हामी राख्छौं: नाम, फोन नम्बर, इमेल, डेलिभरी ठेगाना र अर्डर इतिहास।

## यसको प्रयोग
- अर्डर पुर्‍याउन र त्यसबारे जानकारी दिन।
- अर्डरबारे पसल र डेलिभरी कर्मचारीले सम्पर्क गर्न।
- तपाईंले सदस्यता लिनुभएमा मात्र अफर पठाउन।

तपाईं जुनसुकै बेला प्रोफाइल सम्पादन गर्न वा खाता मेटाउन सक्नुहुन्छ।
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'privacy-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'refund-policy', 'ne', 'title', to_jsonb($ne$फिर्ता नीति$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'refund-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'refund-policy', 'ne', 'body', to_jsonb($ne$अर्डर बिग्रेको, गलत वा अपूरो आएमा डेलिभरी भएको 24 घण्टाभित्र अर्डर विवरण पृष्ठबाट फिर्ताको अनुरोध गर्नुहोस्।

भुक्तानी भएका र डेलिभरी भएका अर्डरमा मात्र फिर्ता हुन्छ। फिर्ता रकम अर्डर रकमबाट डेलिभरी शुल्क र टिप घटाएर हुन्छ।
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'refund-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'shipping-policy', 'ne', 'title', to_jsonb($ne$ढुवानी नीति$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'shipping-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'shipping-policy', 'ne', 'body', to_jsonb($ne$हामी काठमाडौं, ललितपुर र भक्तपुर क्षेत्रभित्र डेलिभरी गर्छौं। डेलिभरी शुल्क पसलदेखिको दूरीअनुसार हुन्छ र भुक्तानीअघि देखाइन्छ।

नि:शुल्क डेलिभरी रकमभन्दा बढीका अर्डर र नि:शुल्क डेलिभरी गर्ने पसलका अर्डर नि:शुल्क पुर्‍याइन्छ।
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'shipping-policy') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'terms-and-conditions', 'ne', 'title', to_jsonb($ne$नियम र सर्तहरू$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'terms-and-conditions') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translations" ("translatable_type", "translatable_id", "locale", "key", "value") SELECT 'pages', 'terms-and-conditions', 'ne', 'body', to_jsonb($ne$भ्याली बजारबाट गरिने हरेक अर्डरमा यी सर्तहरू लागू हुन्छन्।

## अर्डर
अर्डर तपाईं र पसलबीचको सम्झौता हो। मूल्य, उपलब्धता र डेलिभरी समय पसलले तोक्छ र भुक्तानीअघि देखाइन्छ।

## भुक्तानी
तपाईं डेलिभरीमा नगद, वालेट वा अनलाइन भुक्तानी गर्न सक्नुहुन्छ।

## खाता
आफ्नो पासवर्ड सुरक्षित राख्नुहोस्। तपाईंको खाताबाट भएका अर्डरको जिम्मेवारी तपाईंको हुन्छ।
$ne$::text) WHERE EXISTS (SELECT 1 FROM "pages" WHERE "key" = 'terms-and-conditions') ON CONFLICT DO NOTHING;
