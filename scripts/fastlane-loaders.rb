# Runs fastlane's own metadata loaders on a rendered tree and checks that they read every file.
#
#   ruby scripts/fastlane-loaders.rb FASTLANE_LIB_ROOT METADATA_DIR
#
# FASTLANE_LIB_ROOT holds fastlane's deliver/lib, supply/lib and fastlane_core/lib (see
# scripts/verify-fastlane-trees.sh). The loaders run unchanged: deliver's
# UploadMetadata#load_from_filesystem (with its language-folder validation on) and supply's
# Uploader#all_languages, #upload_metadata and #upload_changelog. Only the gems they pull in but
# do not use for reading (spaceship's API client, the Google API, fastimage, the UI) are
# replaced by the small stand-ins below. Nothing is uploaded: the listing's `save` records.
require 'fileutils'
require 'tmpdir'
require 'pathname'

lib_root, metadata = ARGV
abort("usage: ruby fastlane-loaders.rb FASTLANE_LIB_ROOT METADATA_DIR") unless lib_root && metadata && File.directory?(metadata)

stubs = Dir.mktmpdir('fastlane-stubs')
at_exit { FileUtils.rm_rf(stubs) }
{
  'fastlane_core.rb' => "require 'fastlane_core/helper'\nrequire 'fastlane_core/ui/ui'\nrequire 'fastlane/boolean'\n",
  'fastlane_core/helper.rb' => "module FastlaneCore; module Helper; end; end\n",
  'fastlane_core/ui/ui.rb' => <<~RUBY,
    module FastlaneCore
      class UserError < StandardError; end
      module UI
        def self.method_missing(*) = nil
        def self.respond_to_missing?(*) = true
        def self.user_error!(message) = raise(UserError, message)
      end
    end
  RUBY
  'fastlane/boolean.rb' => "module Fastlane; class Boolean; end; end\n",
  'spaceship.rb' => "module Spaceship; class ConnectAPI; end; end\n",
  'spaceship/connect_api/models/app_screenshot_set.rb' => <<~RUBY,
    module Spaceship
      class ConnectAPI
        class AppScreenshotSet
          # deliver's screenshot table only names the display types.
          module DisplayType
            def self.const_missing(name) = const_set(name, name.to_s)
          end
        end
      end
    end
  RUBY
  'fastimage.rb' => "class FastImage; end\n",
  'supply/options.rb' => '', 'supply/client.rb' => '', 'supply/apk_listing.rb' => '', 'supply/image_listing.rb' => '',
  'supply/generated_universal_apk.rb' => '',
}.each do |path, text|
  FileUtils.mkdir_p(File.dirname(File.join(stubs, path)))
  File.write(File.join(stubs, path), text)
end
$LOAD_PATH.unshift(File.join(lib_root, 'fastlane_core/lib'), File.join(lib_root, 'deliver/lib'), File.join(lib_root, 'supply/lib'))
$LOAD_PATH.unshift(stubs)

require 'deliver/upload_metadata'
require 'supply'
require 'supply/uploader'
module AndroidPublisher
  LocalizedText = Struct.new(:language, :text, keyword_init: true)
end

failures = []
def text_files(root, skip = [])
  Dir.glob('**/*.txt', base: root).reject { |path| skip.any? { |s| path.start_with?(s + '/') } }.sort
end

# deliver
options = { metadata_path: metadata }
Deliver::UploadMetadata.new(options).load_from_filesystem
read = {}
options.each do |key, value|
  case value
  when Hash
    value.each do |language, text|
      path = case key
             when :app_review_information then "review_information/#{language}.txt"
             when :app_clip_review_information then "app_clip_review_information/#{language}.txt"
             else "#{language}/#{key}.txt"
             end
      read[path] = text
    end
  when String
    read["#{key}.txt"] = value unless key == :metadata_path
  end
end
# deliver stopped reading trade_representative_contact_information/ in fastlane 2.155 (#16640;
# the option is "no longer used by App Store Connect"), but still knows the folder
# (ALL_META_SUB_DIRS), so it is not taken for a language. Its files are checked against the
# names deliver read before (#9119); they are entered in App Store Connect by hand.
trader_dir = Deliver::UploadMetadata::TRADE_REPRESENTATIVE_CONTACT_INFORMATION_DIR
failures << "deliver no longer knows #{trader_dir}/" unless Deliver::UploadMetadata::ALL_META_SUB_DIRS.include?(trader_dir)
trader_names = %w[trade_name first_name last_name address_line1 address_line2 address_line3 city_name state country
                  postal_code phone_number email_address is_displayed_on_app_store]
trader_files = Dir.glob('*.txt', base: File.join(metadata, trader_dir)).sort
trader_files.each do |file|
  failures << "#{trader_dir}/#{file} is no field deliver ever read" unless trader_names.include?(File.basename(file, '.txt'))
end
puts "deliver: #{trader_files.count} files in #{trader_dir}/, not uploaded by this fastlane (deprecated), names checked" unless trader_files.empty?
deliver_files = text_files(metadata, ['android', trader_dir])
deliver_files.each do |path|
  expected = File.read(File.join(metadata, path), encoding: 'UTF-8')
  if !read.key?(path)
    failures << "deliver did not read #{path}"
  elsif read[path] != expected
    failures << "deliver read #{path} differently"
  end
end
(read.keys - deliver_files).each { |path| failures << "deliver read #{path}, which is not in the tree" }
puts "deliver: read #{(read.keys & deliver_files).count} of #{deliver_files.count} files (#{read.keys.map { |p| p.split('/').first }.uniq.count} folders and files at the root)"

# The age-rating JSON (deliver's --app_rating_config_path): deliver's own UploadMetadata#app_rating
# reads it and maps its keys with spaceship's AgeRatingDeclaration; the attributes it would send
# are recorded and compared with the file.
rating = File.join(metadata, 'app_rating_config.json')
if File.exist?(rating)
  require File.join(lib_root, 'spaceship/lib/spaceship/connect_api/models/age_rating_declaration.rb')
  declaration = Struct.new(:sent) do
    def update(attributes:) = (self.sent = attributes)
  end.new
  app_info = Struct.new(:declaration) do
    def fetch_age_rating_declaration = declaration
  end.new(declaration)
  Deliver::UploadMetadata.new({ app_rating_config_path: rating }).send(:app_rating, app_info)
  expected = JSON.parse(File.read(rating, encoding: 'UTF-8'))
  known = Spaceship::ConnectAPI::AgeRatingDeclaration.reverse_attr_map.values
  bands = Spaceship::ConnectAPI::AgeRatingDeclaration::KidsAge.constants.map do |name|
    Spaceship::ConnectAPI::AgeRatingDeclaration::KidsAge.const_get(name)
  end
  if declaration.sent != expected
    failures << "deliver sent app_rating_config.json as #{declaration.sent.inspect}"
  else
    (expected.keys - known).each { |key| failures << "app_rating_config.json: #{key} is no age-rating attribute" }
    band = expected['kidsAgeBand']
    failures << "app_rating_config.json: kidsAgeBand #{band} is no KidsAge" unless band.nil? || bands.include?(band)
    puts "deliver: app_rating_config.json sent as #{declaration.sent.inspect}"
  end
end

# supply
android = File.join(metadata, 'android')
if File.directory?(android)
  Supply.config = { metadata_path: android }
  uploader = Supply::Uploader.new
  listing_class = Struct.new(:language, :title, :short_description, :full_description, :video) do
    attr_reader :saved
    def save = (@saved = true)
  end
  supply_read = {}
  uploader.send(:all_languages).each do |language|
    listing = listing_class.new(language)
    uploader.send(:upload_metadata, language, listing)
    failures << "supply did not save the #{language} listing" unless listing.saved
    Supply::AVAILABLE_METADATA_FIELDS.each do |field|
      value = listing.send(field)
      supply_read["#{language}/#{field}.txt"] = value if value
    end
    codes = Dir.glob('*.txt', base: File.join(android, language, 'changelogs')).map { |f| File.basename(f, '.txt') }
    (codes - ['default']).each do |code|
      supply_read["#{language}/changelogs/#{code}.txt"] = uploader.send(:upload_changelog, language, code).text
    end
    if codes.include?('default')
      # A version code without its own file falls back to default.txt.
      unused = ((codes - ['default']).map(&:to_i).max || 0) + 1
      supply_read["#{language}/changelogs/default.txt"] = uploader.send(:upload_changelog, language, unused.to_s).text
    end
  end
  supply_files = text_files(android)
  supply_files.each do |path|
    expected = File.read(File.join(android, path), encoding: 'UTF-8')
    if !supply_read.key?(path)
      failures << "supply did not read android/#{path}"
    elsif supply_read[path] != expected
      failures << "supply read android/#{path} differently"
    end
  end
  puts "supply: read #{(supply_read.keys & supply_files).count} of #{supply_files.count} files in #{uploader.send(:all_languages).count} languages"
end

failures.each { |failure| warn("error: #{failure}") }
puts failures.empty? ? "fastlane read every file" : "#{failures.count} failures"
exit(failures.empty? ? 0 : 1)
