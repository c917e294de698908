import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The Cloud Storage rules runtime that firebase-tools' Storage emulator starts as `java -jar <jar> serve`
 * (node_modules/firebase-tools/lib/emulator/storage/rules/runtime.js), built on Google's rules engine as bundled in
 * the Firestore emulator JAR: the same compiler (FirebaseRulesProtoCompiler) and evaluator (DefaultEvaluator) that
 * the Firestore emulator uses for firestore.rules, here with the firebase.storage service.
 *
 * <p>Protocol: one JSON request per line on stdin ({@code {"id", "action", "context"}}), one JSON answer per line on
 * stdout. {@code load_ruleset} compiles {@code context.source.files}; {@code verify} evaluates
 * {@code context.method} on {@code context.path} with the variables firebase-tools builds ({@code request},
 * {@code resource}, as ExpressionValue JSON). Not supported: {@code firestore.get()/exists()} inside storage rules
 * (they evaluate to an error, so the request is denied) and {@code debug()}.
 *
 * <p>Compiled when the emulators start (scripts/emulators/storage-rules-runtime.mjs); never committed as a class.
 */
public final class StorageRulesRuntime {
  private static final Set<String> METHODS = Set.of("get", "list", "create", "update", "delete");
  private static final long TIMEOUT_SECONDS = 10;

  private final Map<String, RulesetAst> rulesets = new HashMap<>();
  private final PrintStream out;

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("Usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // Only answers go to stdout; anything the engine prints or logs goes to stderr, and only when it matters.
    PrintStream out =
        new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    Logger.getLogger("").setLevel(Level.SEVERE);
    new StorageRulesRuntime(out).serve();
  }

  private void serve() throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    send(ready);
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) send(answer(line));
    }
    // stdin closed: the emulator that started this runtime is gone.
    System.exit(0);
  }

  private void send(JsonObject message) {
    out.println(message.toString());
  }

  private JsonObject answer(String line) {
    JsonObject response = new JsonObject();
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    response.addProperty("status", "ok");
    response.add("errors", errors);
    response.add("warnings", warnings);
    try {
      JsonObject request = JsonParser.parseString(line).getAsJsonObject();
      response.add("id", request.get("id"));
      String action = request.get("action").getAsString();
      JsonObject context = request.getAsJsonObject("context");
      if (action.equals("load_ruleset")) response.add("result", load(context, errors, warnings));
      else if (action.equals("verify")) response.add("result", verify(context));
      else errors.add("Unknown action: " + action);
    } catch (Exception | LinkageError error) {
      errors.add(error.getClass().getSimpleName() + ": " + error.getMessage());
      response.remove("result");
    }
    return response;
  }

  private JsonElement load(JsonObject context, JsonArray errors, JsonArray warnings) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(f.get("name").getAsString())
              .setContent(f.get("content").getAsString()));
    }
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone().compile(source);
    for (Issue issue : compiled.getIssues()) {
      // The shape firebase-tools' rules manager reads (lib/emulator/storage/rules/manager.js).
      JsonObject position = new JsonObject();
      position.addProperty("fileName_", issue.getSourcePosition().getFileName());
      position.addProperty("line_", issue.getSourcePosition().getLine());
      position.addProperty("column_", issue.getSourcePosition().getColumn());
      JsonObject described = new JsonObject();
      described.addProperty("description_", issue.getDescription());
      described.add("sourcePosition_", position);
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(described.toString());
    }
    if (compiled.hasCompilationError()) {
      if (errors.isEmpty()) errors.add("The rules do not compile.");
      return null;
    }
    RulesetAst ast = compiled.getRulesetAst();
    rulesets.put(context.get("rulesetName").getAsString(), ast);
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
    return result;
  }

  private JsonElement verify(JsonObject context) throws Exception {
    String name = context.get("rulesetName").getAsString();
    RulesetAst ast = rulesets.get(name);
    if (ast == null) throw new IllegalStateException("No ruleset named " + name);
    String method = context.get("method").getAsString();
    JsonObject result = new JsonObject();
    if (!METHODS.contains(method)) {
      // The emulator asks only for these; anything else is refused rather than guessed.
      result.addProperty("permit", false);
      return result;
    }
    AuthRuleEvaluator.RuleContext.Builder rule =
        AuthRuleEvaluator.RuleContext.builder()
            .service(context.get("service").getAsString())
            .method(method)
            .path(context.get("path").getAsString());
    JsonObject variables = context.getAsJsonObject("variables");
    for (Map.Entry<String, JsonElement> variable : variables.entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      JsonFormat.parser().merge(variable.getValue().toString(), value);
      rule.supplyVariable(variable.getKey(), value.build());
    }
    EvaluationResult outcome =
        new DefaultEvaluator(ast).evaluate(rule.build()).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    result.addProperty("permit", outcome.permit());
    return result;
  }
}
